/** What the app shell takes from the salary feature: its route. */
export { salaryCalculatorRoute } from './routes';
