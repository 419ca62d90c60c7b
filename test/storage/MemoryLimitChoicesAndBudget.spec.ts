import { MemoryLimitChoices } from '../../adapters/storage/limits/MemoryLimitChoices';
import { limitChoicesContract } from '../contracts/LimitChoices.contract';
import { MemoryOperationBudget } from '../../adapters/storage/broadcast/MemoryOperationBudget';
import { operationBudgetContract } from '../contracts/OperationBudget.contract';

operationBudgetContract('MemoryOperationBudget', () => ({ budget: new MemoryOperationBudget() }));

limitChoicesContract('MemoryLimitChoices', () => ({ overrides: new MemoryLimitChoices() }));
