// The SPA's connection to the cargo kanban hub, typed by its contract.
import { cargoBoardContract } from '@/domain/shipping-company/cargo-board-contract';
import { createHubClient } from '@/services/hub-client';

export const cargoBoardHub = createHubClient(cargoBoardContract);
