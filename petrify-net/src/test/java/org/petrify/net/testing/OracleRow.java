package org.petrify.net.testing;

/**
 * One row of {@code mcc/oracle.tsv}: the contest's known facts about one instance.
 *
 * @param instance the MCC instance name, e.g. {@code Angiogenesis-PT-01}
 * @param deadlock true if a dead marking is reachable ({@code EF DEADLOCK})
 * @param oneSafe true if no reachable marking puts more than one token on a place
 * @param states number of reachable markings (no reduction)
 * @param edges number of edges of the reachability graph (the "transitions" column)
 * @param maxTokenInPlace the maximum over reachable markings and places of a place's tokens
 * @param maxTokenPerMarking the maximum over reachable markings of the total token count
 */
public record OracleRow(String instance, boolean deadlock, boolean oneSafe, long states,
    long edges, long maxTokenInPlace, long maxTokenPerMarking) {

  static OracleRow parse(String line) {
    String[] f = line.split("\t");
    if (f.length != 7) {
      throw new IllegalArgumentException("oracle.tsv row needs 7 columns: " + line);
    }
    return new OracleRow(f[0], bool(f[1]), bool(f[2]), Long.parseLong(f[3]),
        Long.parseLong(f[4]), Long.parseLong(f[5]), Long.parseLong(f[6]));
  }

  private static boolean bool(String text) {
    if (text.equals("TRUE")) {
      return true;
    }
    if (text.equals("FALSE")) {
      return false;
    }
    throw new IllegalArgumentException("expected TRUE or FALSE: " + text);
  }
}
