import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Identifier } from 'react-admin';

interface NotesEditing {
  editingId: Identifier | null;
  setEditingId: (id: Identifier | null) => void;
}

const NotesEditingContext = createContext<NotesEditing | null>(null);

/** Which call request's notes cell is an input (Add Notes in the Actions cell, Save in the Notes cell). */
export function NotesEditingProvider({ children }: { children: ReactNode }) {
  const [editingId, setEditingId] = useState<Identifier | null>(null);
  return <NotesEditingContext.Provider value={{ editingId, setEditingId }}>{children}</NotesEditingContext.Provider>;
}

export function useNotesEditing(): NotesEditing {
  const value = useContext(NotesEditingContext);
  if (!value) throw new Error('useNotesEditing must be used inside <NotesEditingProvider>');
  return value;
}
