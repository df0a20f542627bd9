package corpus.values.enumargument.fixed;

/** How the ring of {@link Main} is built. */
public enum Mode { SINGLE, MULTI }
