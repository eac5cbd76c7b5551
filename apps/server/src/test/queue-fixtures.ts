type Master = (path: string, body: object) => Promise<number>;

/**
 * The queue's masters, each made active through the API (`master` of apiOf, as the SA): collection
 * points, and the services and counters of a point.
 */
export function queueMasters(master: Master) {
  return {
    point: (code: string, name: string) => master('collection/collectionPoint', { code, name, active: true }),
    service: (idCollectionPoint: number, prefix: string, name: string, priority = '0') =>
      master('queue/service', { idCollectionPoint, prefix, name, priority, active: true }),
    counter: (idCollectionPoint: number, name: string) =>
      master('queue/counter', { idCollectionPoint, name, active: true }),
  };
}
