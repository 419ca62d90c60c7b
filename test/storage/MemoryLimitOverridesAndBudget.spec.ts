import { MemoryLimitOverrides } from '../../adapters/storage/MemoryLimitOverrides';
import { limitOverridesContract } from '../contracts/LimitOverrides.contract';
import { MemoryOperationBudget } from '../../adapters/storage/MemoryOperationBudget';
import { operationBudgetContract } from '../contracts/OperationBudget.contract';

operationBudgetContract('MemoryOperationBudget', () => ({ budget: new MemoryOperationBudget() }));

limitOverridesContract('MemoryLimitOverrides', () => ({ overrides: new MemoryLimitOverrides() }));
