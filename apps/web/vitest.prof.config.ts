import { mergeConfig } from 'vitest/config';
import base from './vitest.config';

export default mergeConfig(base, { test: { setupFiles: ['./src/testing/prof-setup.ts'] } });
