package org.petrify.net.io;

/** The net file formats Petrify reads and writes. DOT is write-only. */
public enum NetFormat {
  /** LoLA's {@code .net} format ({@link LolaReader}, {@link LolaWriter}). */
  LOLA,
  /** PNML P/T nets, {@code .pnml}, optionally gzip-compressed ({@link PnmlReader}, {@link PnmlWriter}). */
  PNML,
  /** Graphviz, write-only ({@link DotWriter}). */
  DOT
}
