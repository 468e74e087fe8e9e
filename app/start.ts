import { createCsrfMiddleware, createStart } from '@tanstack/react-start'

// Defining start.ts turns off Start's automatic CSRF protection for server functions: put it back.
export const startInstance = createStart(() => ({
  requestMiddleware: [createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })],
}))
