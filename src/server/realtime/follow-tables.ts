/**
 * A client socket's 'table' packets read into each seat's whole update (table-reader.ts), for
 * the web app and the bench's scripted clients: a packet that shows one missed asks the
 * server for the whole table again.
 */
import type { Socket } from 'socket.io-client';
import type { TablePacket, TableUpdate } from '../protocol.ts';
import { TableReaders } from './table-reader.ts';

export interface TableListener {
  /** Each seat's update, rebuilt. */
  readonly update: (update: TableUpdate) => void;
  /** A packet was missed: the whole table has been asked for again. */
  readonly missed?: (tableId: string) => void;
}

export function followTables(socket: Socket, listener: TableListener): TableReaders {
  const readers = new TableReaders();
  socket.on('table', (packet: TablePacket) => {
    const read = readers.read(packet);
    if (read.kind === 'missed') {
      socket.emit('resync', { tableId: packet.tableId });
      listener.missed?.(packet.tableId);
    }
    if (read.kind === 'updates') for (const update of read.updates) listener.update(update);
  });
  return readers;
}
