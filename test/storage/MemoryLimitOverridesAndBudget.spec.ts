import { MemoryLimitOverrides } from '../../adapters/storage/limits/MemoryLimitOverrides';
import { limitOverridesContract } from '../contracts/LimitOverrides.contract';
import { MemoryOperationBudget } from '../../adapters/storage/broadcast/MemoryOperationBudget';
import { operationBudgetContract } from '../contracts/OperationBudget.contract';

operationBudgetContract('MemoryOperationBudget', () => ({ budget: new MemoryOperationBudget() }));

limitOverridesContract('MemoryLimitOverrides', () => ({ overrides: new MemoryLimitOverrides() }));
