package corpus.values.enumargument;

/** How the ring of {@link Main} is built. */
public enum Mode { SINGLE, MULTI }
