package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.ir.encode.NameTrie.Name;

/** {@link NameTrie}: interned names that print and sort as their strings. */
class NameTrieTest {

  @Test
  void internedNamesAreTheSameObjectAndPrintTheirString() {
    NameTrie trie = new NameTrie();
    for (String s : List.of("at.main.l0", "a", "", ".", "a..b", ".a.", "x.y.")) {
      Name n = trie.intern(s);
      assertThat(n).hasToString(s);
      assertThat(trie.intern(new String(s.toCharArray()))).isSameAs(n);
      assertThat(trie.find(s)).isSameAs(n);
    }
    assertThat(trie.find("at.main")).isNotNull();
    assertThat(trie.find("at.main.l1")).isNull();
    assertThat(trie.find("at.other")).isNull();
  }

  /**
   * Deep names in runs that share prefixes of every length with the names just before them (as
   * the emitters ask for them), and enough of them to grow the tables many times: each is
   * interned once, found, and prints its string.
   */
  @Test
  void deepNamesResumedFromRecentNamesAreInternedOnce() {
    NameTrie trie = new NameTrie();
    Random random = new Random(33);
    List<String> strings = new ArrayList<>();
    String[] stems = {"at", "held", "wait", ""};
    for (int i = 0; i < 4000; i++) {
      StringBuilder b = new StringBuilder(stems[random.nextInt(stems.length)]);
      int depth = random.nextInt(14);
      for (int k = 0; k < depth; k++) {
        b.append('.').append("s").append(random.nextInt(k < 6 ? 3 : 40));
      }
      strings.add(b.toString());
      if (random.nextInt(3) == 0 && !strings.isEmpty()) { // a sibling or the same name again
        String last = strings.get(strings.size() - 1);
        int dot = last.lastIndexOf('.');
        strings.add(random.nextBoolean() || dot < 0 ? last : last.substring(0, dot + 1) + "x");
      }
    }
    List<Name> names = new ArrayList<>();
    for (String s : strings) {
      names.add(trie.intern(copy(s)));
    }
    for (int i = 0; i < strings.size(); i++) {
      assertThat(names.get(i)).hasToString(strings.get(i))
          .isSameAs(names.get(strings.indexOf(strings.get(i))));
      assertThat(trie.find(copy(strings.get(i)))).isSameAs(names.get(i));
      int j = random.nextInt(i + 1); // interned again after other names
      assertThat(trie.intern(copy(strings.get(j)))).isSameAs(names.get(j));
    }
    assertThat(trie.find("at.s0.s0.nothing")).isNull();
  }

  private static String copy(String s) {
    return new String(s.toCharArray());
  }

  /** Separators and the characters on either side of '.' in ASCII ('#', '$' below; '/' above). */
  @Test
  void orderIsTheStringsOrder() {
    NameTrie trie = new NameTrie();
    Random random = new Random(32);
    String alphabet = "ab.$#/_.9[";
    List<String> strings = new ArrayList<>();
    for (int i = 0; i < 400; i++) {
      StringBuilder b = new StringBuilder();
      int length = random.nextInt(9);
      for (int k = 0; k < length; k++) {
        b.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      strings.add(b.toString());
    }
    List<Name> names = strings.stream().map(trie::intern).toList();
    for (int i = 0; i < names.size(); i++) { // resumed from recent paths in every order
      assertThat(names.get(i)).hasToString(strings.get(i));
      assertThat(trie.intern(strings.get(i))).isSameAs(names.get(i));
      assertThat(trie.find(strings.get(i))).isSameAs(names.get(i));
    }
    Map<Name, String> byName = new HashMap<>();
    names.forEach(n -> byName.put(n, n.toString()));
    assertThat(NameTrie.sorted(byName)).map(Map.Entry::getValue)
        .containsExactlyElementsOf(strings.stream().distinct().sorted().toList());
    for (int i = 0; i < names.size(); i++) {
      for (int j = 0; j < names.size(); j++) {
        assertThat(Integer.signum(NameTrie.ORDER.compare(names.get(i), names.get(j))))
            .as("%s vs %s", strings.get(i), strings.get(j))
            .isEqualTo(Integer.signum(strings.get(i).compareTo(strings.get(j))));
      }
    }
  }
}
