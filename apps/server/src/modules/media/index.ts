/** The media module: the blog that everyone reads and staff publish to. */
export { seedDemoBlog } from './demo/demo-blog.ts';
export { registerMediaRoutes } from './media.routes.ts';
