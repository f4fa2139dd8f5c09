import { ContractPage } from './contract-page';

export default function DividendContractPage() {
  return <ContractPage kind="dividend" />;
}
