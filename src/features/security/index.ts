/** Security centre (issue 13): the page loads through the route table; the shell mounts the reality check. */
export { RealityCheck } from './reality-check';
