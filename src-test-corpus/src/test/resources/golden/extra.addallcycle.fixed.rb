main corpus.extra.addallcycle.fixed.Main.main

proc corpus.extra.addallcycle.fixed.Main.<init>[corpus.extra.addallcycle.fixed.Main@Main.java:53] {
  s5: write corpus.extra.addallcycle.fixed.Main@Main.java:53.items // at corpus.extra.addallcycle.fixed.Main.<init>(Main.java:22)
}

proc corpus.extra.addallcycle.fixed.Main.<init>[corpus.extra.addallcycle.fixed.Main@Main.java:54] {
  s5: write corpus.extra.addallcycle.fixed.Main@Main.java:54.items // at corpus.extra.addallcycle.fixed.Main.<init>(Main.java:22)
}

proc corpus.extra.addallcycle.fixed.Main.addAll[corpus.extra.addallcycle.fixed.Main@Main.java:53] {
  s2: call corpus.extra.addallcycle.fixed.Main.toArray[corpus.extra.addallcycle.fixed.Main@Main.java:54] // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:31)
  s4: acquire corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:32)
  s5: read corpus.extra.addallcycle.fixed.Main@Main.java:53.items // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s8: write java.util.ArrayList@Main.java:22[corpus.extra.addallcycle.fixed.Main@Main.java:53].$state // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s9: release corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
}

proc corpus.extra.addallcycle.fixed.Main.addAll[corpus.extra.addallcycle.fixed.Main@Main.java:54] {
  s2: call corpus.extra.addallcycle.fixed.Main.toArray[corpus.extra.addallcycle.fixed.Main@Main.java:53] // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:31)
  s4: acquire corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:32)
  s5: read corpus.extra.addallcycle.fixed.Main@Main.java:54.items // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s8: write java.util.ArrayList@Main.java:22[corpus.extra.addallcycle.fixed.Main@Main.java:54].$state // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s9: release corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
}

proc corpus.extra.addallcycle.fixed.Main.add[corpus.extra.addallcycle.fixed.Main@Main.java:53] {
  sync: acquire corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
  s2: read corpus.extra.addallcycle.fixed.Main@Main.java:53.items // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
  s3: write java.util.ArrayList@Main.java:22[corpus.extra.addallcycle.fixed.Main@Main.java:53].$state // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
  ret_0: release corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
}

proc corpus.extra.addallcycle.fixed.Main.add[corpus.extra.addallcycle.fixed.Main@Main.java:54] {
  sync: acquire corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
  s2: read corpus.extra.addallcycle.fixed.Main@Main.java:54.items // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
  s3: write java.util.ArrayList@Main.java:22[corpus.extra.addallcycle.fixed.Main@Main.java:54].$state // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
  ret_0: release corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
}

proc corpus.extra.addallcycle.fixed.Main.lambda$main$0[corpus.extra.addallcycle.fixed.Main.main:57#17] {
  s3: call corpus.extra.addallcycle.fixed.Main.addAll[corpus.extra.addallcycle.fixed.Main@Main.java:53] // at corpus.extra.addallcycle.fixed.Main.lambda$main$0(Main.java:57)
}

proc corpus.extra.addallcycle.fixed.Main.lambda$main$1[corpus.extra.addallcycle.fixed.Main.main:58#18] {
  s3: call corpus.extra.addallcycle.fixed.Main.addAll[corpus.extra.addallcycle.fixed.Main@Main.java:54] // at corpus.extra.addallcycle.fixed.Main.lambda$main$1(Main.java:58)
}

proc corpus.extra.addallcycle.fixed.Main.main {
  s2: call corpus.extra.addallcycle.fixed.Main.<init>[corpus.extra.addallcycle.fixed.Main@Main.java:53] // at corpus.extra.addallcycle.fixed.Main.main(Main.java:53)
  s5: call corpus.extra.addallcycle.fixed.Main.<init>[corpus.extra.addallcycle.fixed.Main@Main.java:54] // at corpus.extra.addallcycle.fixed.Main.main(Main.java:54)
  s7: call corpus.extra.addallcycle.fixed.Main.add[corpus.extra.addallcycle.fixed.Main@Main.java:53] // at corpus.extra.addallcycle.fixed.Main.main(Main.java:55)
  s8: call corpus.extra.addallcycle.fixed.Main.add[corpus.extra.addallcycle.fixed.Main@Main.java:54] // at corpus.extra.addallcycle.fixed.Main.main(Main.java:56)
  s17: fork corpus.extra.addallcycle.fixed.Main.lambda$main$0[corpus.extra.addallcycle.fixed.Main.main:57#17] java.lang.Thread@Main.java:57 // at corpus.extra.addallcycle.fixed.Main.main(Main.java:59)
  s18: fork corpus.extra.addallcycle.fixed.Main.lambda$main$1[corpus.extra.addallcycle.fixed.Main.main:58#18] java.lang.Thread@Main.java:58 // at corpus.extra.addallcycle.fixed.Main.main(Main.java:60)
  s19: join java.lang.Thread@Main.java:57 // at corpus.extra.addallcycle.fixed.Main.main(Main.java:61)
  s20: join java.lang.Thread@Main.java:58 // at corpus.extra.addallcycle.fixed.Main.main(Main.java:62)
}

proc corpus.extra.addallcycle.fixed.Main.toArray[corpus.extra.addallcycle.fixed.Main@Main.java:53] {
  sync: acquire corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  s1: read corpus.extra.addallcycle.fixed.Main@Main.java:53.items // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  s2: read java.util.ArrayList@Main.java:22[corpus.extra.addallcycle.fixed.Main@Main.java:53].$state // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  ret_0: release corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
}

proc corpus.extra.addallcycle.fixed.Main.toArray[corpus.extra.addallcycle.fixed.Main@Main.java:54] {
  sync: acquire corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  s1: read corpus.extra.addallcycle.fixed.Main@Main.java:54.items // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  s2: read java.util.ArrayList@Main.java:22[corpus.extra.addallcycle.fixed.Main@Main.java:54].$state // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  ret_0: release corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
}
