import { defineConfig } from 'vitest/config';

// Unit tests of the portal's own logic (no plugins: the browser tests in e2e/ drive the built app).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
