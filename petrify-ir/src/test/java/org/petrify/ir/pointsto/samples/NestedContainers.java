package org.petrify.ir.pointsto.samples;

import java.util.AbstractCollection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Containers of containers for {@code NestedContainersTest}: each static field receives one
 * read, and each marker class is stored at one level only, so a read that returns a marker of
 * another level shows the levels merged.
 */
public class NestedContainers {
  static class InList {}

  static class InMap {}

  static class InSet {}

  static class InApp {}

  static class ThroughWrapper {}

  static class Added {}

  /** An application collection: its elements are in its own field, not in a JDK container. */
  static class AppCollection extends AbstractCollection<Object> {
    private final Object only = new InApp();

    @Override
    public Iterator<Object> iterator() {
      return List.of(only).iterator();
    }

    @Override
    public int size() {
      return 1;
    }

    @Override
    public Object[] toArray() {
      return new Object[] {only};
    }
  }

  public static Object mapValue;
  public static Object mapValueElement;
  public static Object listElement;
  public static Object listElementValue;
  public static Object wrappedElement;
  public static Object wrappedLock;
  public static Object setOfSets;
  public static Object setElement;
  public static Object valuesElement;
  public static Object entry;
  public static Object entryValue;
  public static Object appElement;
  public static Object throughWrapper;
  public static Object added;
  public static Object arrayListElement;
  public static Object largest;

  public static void main(String[] args) {
    Map<String, List<Object>> byKey = new HashMap<>();
    List<Object> list = new ArrayList<>();
    list.add(new InList());
    byKey.put("k", list);
    mapValue = byKey.get("k");
    mapValueElement = byKey.get("k").get(0);
    for (List<Object> l : byKey.values()) {
      valuesElement = l;
    }
    for (Map.Entry<String, List<Object>> e : byKey.entrySet()) {
      entry = e;
      entryValue = e.getValue();
    }

    List<Map<String, Object>> maps = new ArrayList<>();
    Map<String, Object> map = new HashMap<>();
    map.put("k", new InMap());
    maps.add(map);
    listElement = maps.get(args.length);
    listElementValue = maps.get(args.length).get("k");

    List<ReentrantLock> locks = new ArrayList<>();
    locks.add(new ReentrantLock());
    List<List<ReentrantLock>> lists = Collections.synchronizedList(new ArrayList<>());
    lists.add(locks);
    wrappedElement = lists.get(0);
    wrappedLock = lists.get(0).get(0);

    Set<Set<Object>> sets = new HashSet<>();
    Set<Object> inner = new HashSet<>();
    inner.add(new InSet());
    sets.add(inner);
    for (Set<Object> s : sets) {
      setOfSets = s;
      for (Object o : s) {
        setElement = o;
      }
    }

    List<Object> copy = new ArrayList<>(new AppCollection());
    appElement = copy.get(0);

    List<Object> plain = new ArrayList<>();
    List<Object> sync = Collections.synchronizedList(plain);
    sync.add(new ThroughWrapper());
    throughWrapper = plain.get(0);

    List<Object> target = new ArrayList<>();
    Collections.addAll(target, new Added());
    added = target.get(0);

    List<List<Object>> ofArray = List.of(List.of(new InList()));
    arrayListElement = new ArrayList<>(ofArray).get(0);

    List<String> names = new ArrayList<>();
    names.add(new String("b"));
    largest = Collections.max(names);
  }
}
