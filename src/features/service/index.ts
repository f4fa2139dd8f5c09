/** Customer service: the shell's floating widget and the /m/service page. */
export { ServiceWidget } from './service-widget';
