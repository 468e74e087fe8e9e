import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// The Vercel build's function, checked by scripts/check-vercel-build.sh after `NITRO_PRESET=vercel
// vite build`: no browser and none of the suite's servers (the spec serves the function itself).
export default defineConfig({
  ...base,
  webServer: undefined,
  projects: [{ name: 'vercel', testMatch: /vercel-function\.spec\.ts$/ }],
})
