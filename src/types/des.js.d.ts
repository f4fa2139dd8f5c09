// Minimal typings for des.js (DES primitive; no @types package exists).
declare module 'des.js' {
  interface DesCipher {
    update(data: ArrayLike<number>): number[];
    final(): number[];
  }
  interface DesFactory {
    create(options: { type: 'encrypt' | 'decrypt'; key: ArrayLike<number>; padding?: boolean }): DesCipher;
  }
  const desjs: { DES: DesFactory };
  export default desjs;
}
