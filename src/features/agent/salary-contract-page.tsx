import { ContractPage } from './contract-page';

export default function SalaryContractPage() {
  return <ContractPage kind="dailySalary" />;
}
