/** Class names shared by the landing's sheets and forms. */
export const field = (dark: boolean) =>
  `w-full rounded-xl border px-4 py-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-pink-500 ${
    dark ? 'border-neutral-700 bg-neutral-800 text-white placeholder:text-neutral-500' : 'border-neutral-300 bg-white text-neutral-900 placeholder:text-neutral-400'
  }`;
export const primary = (dark: boolean) =>
  `flex w-full items-center justify-center gap-2 rounded-xl px-4 py-3 font-medium transition disabled:opacity-60 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:ring-offset-2 focus-visible:outline-none ${
    dark ? 'bg-white text-black' : 'bg-neutral-900 text-white'
  }`;
export const secondary = (dark: boolean) =>
  `flex w-full items-center justify-center gap-2 rounded-xl border px-4 py-3 font-medium transition disabled:cursor-not-allowed disabled:opacity-50 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none ${
    dark ? 'border-neutral-700 text-white' : 'border-neutral-300 text-neutral-900'
  }`;
export const textButton = 'w-full rounded-xl py-2 text-sm opacity-80 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none';
