/** Downloads: the app-download bar and popup, the download page, and the links by resourceType. */
export { DownloadBar } from './download-bar';
export { useDownloadLinks } from './api';
