import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // MUI + user-event in jsdom is slow on small CI boxes.
    testTimeout: 20_000,
  },
});
