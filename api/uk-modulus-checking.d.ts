declare module "uk-modulus-checking" {
  /** Vocalink's modulus check of a UK sort code and account number (uphold/uk-modulus-checking). */
  export default class UkModulusChecking {
    constructor(account: { accountNumber: string; sortCode: string });
    isValid(): boolean;
  }
}
