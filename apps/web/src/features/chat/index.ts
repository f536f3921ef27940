/** What the app takes from the chat feature: its page and its dashboard piece. */
export { chatRoutes } from './routes';
