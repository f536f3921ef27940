/** The chat module: a talent's conversations with their advocate and companies, live, and staff's answers. */
export { registerChatRoutes } from './chat.routes.ts';
export { seedDemoChat } from './demo/demo-chat.ts';
