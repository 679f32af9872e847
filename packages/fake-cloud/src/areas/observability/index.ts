// Observability: metrics, cluster health (incidents, suggestions, availability) and the audit log.
// The area's entry.
export { observabilityImplementation } from './handlers.js';
