import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import type { PrerenderedPage } from './src/prerender.tsx';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** The element after the prerendered landing, which the first paint waits for. */
const LANDING_PARSED = 'landing-parsed';

/** Where the server finds the prerendered landing pages, one per language (`landing.is.html`, …). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * Before any script has run, hides the prerendered landing when the browser will not keep it: the
 * visitor's own language choice (`?lang`, a stored choice, this visit's detected language) differs
 * from the page's, or the page is Google's return (which shows the loader). `main.tsx` takes the
 * same decision with `i18n/detect.ts` and shows the root again once it has rendered. The server
 * allows this one inline script by its hash in the Content-Security-Policy.
 */
function keepOrHideScript(languages: readonly string[]): string {
  return (
    `(function(){var d=document.documentElement,l=" ${languages.join(' ')} ",c=function(v){v=(v||"").trim().toLowerCase().split(/[-_]/)[0];` +
    `return v&&l.indexOf(" "+v+" ")>=0?v:null};try{var q=new URLSearchParams(location.search),` +
    `w=c(q.get("lang"))||c(localStorage.getItem("asa.language"))||c(sessionStorage.getItem("asa.language.detected"));` +
    `if((w&&w!==d.lang)||q.has("signedIn"))d.classList.add("asa-prerender-hidden")}catch(e){}})();`
  );
}

/**
 * Renders the landing to HTML once per language after the browser build (issue 16: the first paint
 * waits for no script): builds `src/prerender.tsx` for Node, renders, and writes each page from
 * the built `index.html` with the stylesheet inlined (one round trip less before the first paint).
 */
async function prerenderLanding(root: string, outDir: string): Promise<void> {
  const ssrOut = path.join(root, 'node_modules/.cache/asa-prerender');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // Our workspace packages are TypeScript: bundled, not imported from node_modules at run time.
    ssr: { noExternal: [/^@asa\//] },
    build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false },
  });
  const entry = fs.readdirSync(ssrOut).find((file) => /^prerender\.m?js$/.test(file));
  if (!entry) throw new Error(`the prerender build wrote no prerender.js to ${ssrOut}`);
  const prerender = (await import(pathToFileURL(path.join(ssrOut, entry)).href)) as {
    PRERENDERED_LANGUAGES: readonly string[];
    renderLanding: (language: string) => Promise<PrerenderedPage>;
  };

  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(template);
  if (!stylesheet) throw new Error('index.html links no stylesheet to inline');
  const css = fs.readFileSync(path.join(outDir, stylesheet[1]!), 'utf8');
  const head =
    // The server writes the visitor's country here (no /api/geo round trip on the landing).
    '<meta name="asa-country" content="" />\n' +
    // What `src/main.tsx` downloads once the page is idle, before the patient's first action starts the app.
    `    <meta name="asa-app-files" content="${appFiles(outDir).join(' ')}" />\n` +
    `    <script>${keepOrHideScript(prerender.PRERENDERED_LANGUAGES)}</script>\n` +
    // No frame of a half-parsed landing: on a busy machine the parser yields before the end of it,
    // and a page painted then grew at the bottom, moving everything above it (the dark landing is
    // anchored to the bottom: layout shifts of 0.01–0.05 at 375 px). Rendering waits for the marker
    // after the landing (an element's start is enough for `expect`, so not the root itself).
    `    <link rel="expect" href="#${LANDING_PARSED}" blocking="render" />\n` +
    `    <style>${css}</style>`;

  fs.mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true });
  for (const language of prerender.PRERENDERED_LANGUAGES) {
    const page = await prerender.renderLanding(language);
    const html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}" dir="${page.dir}">`)
      .replace(stylesheet[0], head)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.lang}">${page.html}</div><template id="${LANDING_PARSED}"></template>`);
    if (!html.includes(`data-prerendered="${page.lang}"`)) throw new Error('index.html has no empty <div id="root"></div>');
    fs.writeFileSync(path.join(outDir, PRERENDERED_DIR, `landing.${language}.html`), html);
  }
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the strongest settings,
 * once: the server (`@fastify/static` with `preCompressed`) sends them as they are.
 */
function precompress(outDir: string): void {
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = fs.readFileSync(file);
    const brotli = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gzip = zlib.gzipSync(raw, { level: 9 });
    // A compressed copy that is not smaller is not worth a lookup.
    if (brotli.length < raw.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < raw.length) fs.writeFileSync(`${file}.gz`, gzip);
  }
}

/**
 * Every page but the prerendered landing starts the app at once (`src/main.tsx`): the plain shell
 * (`index.html`) asks for the app's files beside the entry instead of after it has run. The
 * prerendered pages, written before this, do not: there the app waits for the patient.
 */
function preloadAppInShell(outDir: string): void {
  const shell = path.join(outDir, 'index.html');
  const links = appFiles(outDir).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
  fs.writeFileSync(shell, fs.readFileSync(shell, 'utf8').replace('</head>', `  ${links}\n  </head>`));
}

/** The files of `src/app/start.tsx` and what it imports, as the browser asks for them. */
function appFiles(outDir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (!chunk.isEntry) files.add(chunk.file); // the entry is the page's own script
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(APP_START);
  if (files.size === 0) throw new Error(`${APP_START} is not in the Vite manifest`);
  return [...files].map((file) => `/${file}`);
}

/** What `src/main.tsx` imports to start the app. */
const APP_START = 'src/app/start.tsx';

/** After the browser build: the prerendered landing pages, then compressed copies of every file. */
function afterBuild(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'asa:after-build',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerenderLanding(root, outDir);
      preloadAppInShell(outDir);
      precompress(outDir);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), afterBuild()],
  // The manifest tells `npm run bench:web` which files each route loads before its first paint.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
