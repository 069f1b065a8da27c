import { defineConfig } from 'vitest/config';

// Engine-wide tests in test/, each protocol's tests beside it (src/protocols/<complaint>/).
export default defineConfig({
  test: { include: ['test/**/*.test.ts', 'src/**/*.test.ts'], setupFiles: ['test/setup.ts'] },
});
