/** The agent's team (issue 14): pages load through the route table; the dividend page (agent) reads these. */
export { dividendQuery } from './api';
