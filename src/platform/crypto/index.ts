/** The platform's codecs, one interface for the app and the sandbox. */
export { encryptBody, decryptBody, type RsaPrivateKey } from './body-codec';
export { decryptServiceInfo, encryptServiceInfo } from './service-link';
export { rsaWrapKey, rsaUnwrapKey } from './rsa';
