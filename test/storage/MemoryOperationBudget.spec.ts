import { MemoryOperationBudget } from '../../adapters/storage/MemoryOperationBudget';
import { operationBudgetContract } from '../contracts/OperationBudget.contract';

operationBudgetContract('MemoryOperationBudget', () => ({ budget: new MemoryOperationBudget() }));
