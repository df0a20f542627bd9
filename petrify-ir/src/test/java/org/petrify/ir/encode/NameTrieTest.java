package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
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
    for (int i = 0; i < names.size(); i++) {
      for (int j = 0; j < names.size(); j++) {
        assertThat(Integer.signum(NameTrie.ORDER.compare(names.get(i), names.get(j))))
            .as("%s vs %s", strings.get(i), strings.get(j))
            .isEqualTo(Integer.signum(strings.get(i).compareTo(strings.get(j))));
      }
    }
  }
}
