package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.PointsToAnalysis.Sensitivity;
import org.petrify.ir.pointsto.samples.NestedContainers;

/**
 * Containers of containers ({@link LibraryEffects.ArgumentRole}): a read returns what was
 * stored at its level only, and (the soundness check) every value the program really reads,
 * run on this JVM, is among the objects the analysis gives the field.
 */
class NestedContainersTest {
  private static final String C = NestedContainers.class.getName();

  private static final PointsToResult RESULT =
      TestCode.analyse(NestedContainers.class, Sensitivity.OBJECT_AND_CALL_SITE);

  /** The simple names of the types of what static field {@code field} may hold. */
  private static List<String> types(String field) {
    return RESULT.pointsToStatic(C + "." + field).stream()
        .map(o -> o.type().substring(o.type().lastIndexOf('.') + 1)).distinct().sorted()
        .toList();
  }

  @Test
  void aMapOfListsReturnsTheListsAndTheirElementsOneLevelDown() {
    assertThat(types("mapValue")).containsExactly("ArrayList");
    assertThat(types("mapValueElement")).containsExactly("NestedContainers$InList");
    assertThat(types("valuesElement")).contains("ArrayList")
        .doesNotContain("NestedContainers$InList");
  }

  @Test
  void anEntryOfAMapOfListsIsNoListAndItsValueIsAList() {
    assertThat(types("entry")).containsExactly("Map$Entry");
    assertThat(types("entryValue")).containsExactly("ArrayList");
  }

  @Test
  void aListOfMapsReturnsTheMapsAndTheirValuesOneLevelDown() {
    assertThat(types("listElement")).containsExactly("HashMap");
    assertThat(types("listElementValue")).containsExactly("NestedContainers$InMap");
  }

  @Test
  void aSynchronizedWrapperOverAListOfLocksKeepsTheLocksOneLevelDown() {
    assertThat(types("wrappedElement")).containsExactly("ArrayList");
    assertThat(types("wrappedLock")).containsExactly("ReentrantLock");
  }

  @Test
  void anIteratorOverASetOfSetsYieldsTheInnerSetsThenTheirElements() {
    assertThat(types("setOfSets")).containsExactly("HashSet");
    assertThat(types("setElement")).containsExactly("NestedContainers$InSet");
  }

  @Test
  void aCopiedApplicationCollectionGivesItsElementsNotItself() {
    assertThat(types("appElement")).containsExactly("NestedContainers$InApp");
  }

  @Test
  void writesThroughWrappersAndCollectionsAddAllReachTheWrappedContainer() {
    assertThat(types("throughWrapper")).contains("NestedContainers$ThroughWrapper");
    assertThat(types("added")).containsExactly("NestedContainers$Added");
  }

  @Test
  void collectionsMaxReturnsAnElementNotAContainer() {
    assertThat(types("largest")).containsExactly("String");
  }

  /** Run on the JVM: each field's value has the type of an object the analysis gives it. */
  @Test
  void everyValueTheProgramReadsIsInItsPointsToSet() throws Exception {
    NestedContainers.main(new String[0]);
    Map<String, String> missed = new TreeMap<>();
    int checked = 0;
    for (Field f : NestedContainers.class.getDeclaredFields()) {
      if (!Modifier.isStatic(f.getModifiers()) || f.getType() != Object.class) {
        continue;
      }
      Object value = f.get(null);
      assertThat(value).as(f.getName()).isNotNull();
      checked++;
      String runtime = value.getClass().getName();
      boolean found = RESULT.pointsToStatic(C + "." + f.getName()).stream()
          .anyMatch(o -> isInstance(o.type(), value));
      if (!found) {
        missed.put(f.getName(), runtime + " not in " + types(f.getName()));
      }
    }
    assertThat(checked).isEqualTo(16);
    assertThat(missed).isEmpty();
  }

  /** True if {@code value} is an instance of the class named {@code type}. */
  private static boolean isInstance(String type, Object value) {
    try {
      return Class.forName(type, false, NestedContainersTest.class.getClassLoader())
          .isInstance(value);
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
