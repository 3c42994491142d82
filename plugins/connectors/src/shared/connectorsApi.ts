import type {
  ActivationOutcome, AreaAdministrator, ActivationStatus, ConflictResolution, ConnectorKind, ConnectorList, ConnectorListPage, ConnectorObject, ListedConnectorKind,
} from '@palisade/contracts/connectors';
import type { HttpClient } from '@palisade/sdk';

const base = 'connectors/v1';

/** The plugin's query keys: every object list sits under `objects`, so an activation refreshes them all at once. */
export const connectorKeys = {
  objects: () => ['connectors', 'objects'] as const,
  list: (kind: ConnectorKind) => ['connectors', 'objects', kind] as const,
  page: (kind: ListedConnectorKind, query: string) => ['connectors', 'objects', kind, 'page', query] as const,
  activation: () => ['connectors', 'activation'] as const,
};

export const fetchList = <T>(http: HttpClient, kind: ConnectorKind, signal?: AbortSignal) =>
  http.get(`${base}/${kind}`, { signal }).json<ConnectorList<T>>();
/** One sorted, filtered page of a kind's list, as the server makes it. */
export const fetchPage = <T>(http: HttpClient, kind: ListedConnectorKind, query: URLSearchParams, signal?: AbortSignal) =>
  http.get(`${base}/${kind}`, { searchParams: query, signal }).json<ConnectorListPage<T>>();
/** The route of a kind's streamed CSV export. */
export const exportPath = (kind: ListedConnectorKind) => `${base}/${kind}/export.csv`;
export const createObject = <T>(http: HttpClient, kind: ConnectorKind, body: unknown) =>
  http.post(`${base}/${kind}`, { json: body }).json<{ item: ConnectorObject<T> }>();
export const updateObject = <T>(http: HttpClient, kind: ConnectorKind, id: string, body: unknown) =>
  http.put(`${base}/${kind}/${encodeURIComponent(id)}`, { json: body }).json<{ item: ConnectorObject<T> }>();
export const deleteObject = (http: HttpClient, kind: ConnectorKind, id: string) => http.delete(`${base}/${kind}/${encodeURIComponent(id)}`);
export const reorderRules = <T>(http: HttpClient, ids: string[]) => http.put(`${base}/forwarding-rules-order`, { json: { ids } }).json<ConnectorList<T>>();

export const fetchActivation = (http: HttpClient, signal?: AbortSignal) => http.get(`${base}/activation`, { signal }).json<ActivationStatus>();
/** Activate answers 409 with the outcome for a conflict or a failure: read it rather than throw. */
export const activate = (http: HttpClient) =>
  http.post(`${base}/activation`, { throwHttpErrors: false }).json<ActivationOutcome | { error: { message: string } }>();
export const resolveConflict = (http: HttpClient, kind: ConnectorKind, id: string, resolution: ConflictResolution) =>
  http.post(`${base}/conflicts/${kind}/${encodeURIComponent(id)}`, { json: { resolution } }).json<ActivationStatus>();
export const discardPending = (http: HttpClient) => http.delete(`${base}/pending`).json<{ discarded: number }>();
export const fetchAdministrators = (http: HttpClient, signal?: AbortSignal) =>
  http.get(`${base}/administrators`, { signal }).json<{ items: AreaAdministrator[] }>();
