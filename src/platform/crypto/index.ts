/** The platform's codecs, one interface for the app and the sandbox. */
export { encryptBody, decryptBody, type EncryptedRequest, type RsaPrivateKey } from './body-codec';
export { decryptServiceInfo, encryptServiceInfo } from './service-link';
export { desDecryptFromBase64, desEncryptToBase64 } from './des';
export { rsaWrapKey, rsaUnwrapKey, modPow } from './rsa';
export { randomSessionKey, SESSION_KEY_ALPHABET } from './session-key';
