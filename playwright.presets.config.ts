import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// The builds of nitro's other presets, each checked by its script after its build: the Vercel
// function (scripts/check-vercel-build.sh, `--project vercel`) and the node-cluster server
// (scripts/check-cluster-build.sh, `--project node-cluster`). No browser and none of the suite's
// servers: each spec serves its build itself.
export default defineConfig({
  ...base,
  webServer: undefined,
  projects: [
    { name: 'vercel', testMatch: /vercel-function\.spec\.ts$/ },
    { name: 'node-cluster', testMatch: /node-cluster\.spec\.ts$/ },
  ],
})
