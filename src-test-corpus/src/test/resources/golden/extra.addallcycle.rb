main corpus.extra.addallcycle.Main.main

proc corpus.extra.addallcycle.Main.<init>[corpus.extra.addallcycle.Main@Main.java:53] {
  s5: write corpus.extra.addallcycle.Main@Main.java:53.items // at corpus.extra.addallcycle.Main.<init>(Main.java:25)
}

proc corpus.extra.addallcycle.Main.<init>[corpus.extra.addallcycle.Main@Main.java:54] {
  s5: write corpus.extra.addallcycle.Main@Main.java:54.items // at corpus.extra.addallcycle.Main.<init>(Main.java:25)
}

proc corpus.extra.addallcycle.Main.addAll[corpus.extra.addallcycle.Main@Main.java:53] {
  sync: acquire corpus.extra.addallcycle.Main@Main.java:53 // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
  s2: read corpus.extra.addallcycle.Main@Main.java:53.items // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
  s3: write java.util.ArrayList@Main.java:25[corpus.extra.addallcycle.Main@Main.java:53].$state // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
  s3_1: jump s3_2 s3_3                   // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
  s3_3: call corpus.extra.addallcycle.Main.toArray[corpus.extra.addallcycle.Main@Main.java:54] // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
  s3_2: skip                             // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
  ret_0: release corpus.extra.addallcycle.Main@Main.java:53 // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
}

proc corpus.extra.addallcycle.Main.addAll[corpus.extra.addallcycle.Main@Main.java:54] {
  sync: acquire corpus.extra.addallcycle.Main@Main.java:54 // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
  s2: read corpus.extra.addallcycle.Main@Main.java:54.items // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
  s3: write java.util.ArrayList@Main.java:25[corpus.extra.addallcycle.Main@Main.java:54].$state // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
  s3_1: jump s3_2 s3_3                   // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
  s3_3: call corpus.extra.addallcycle.Main.toArray[corpus.extra.addallcycle.Main@Main.java:53] // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
  s3_2: skip                             // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
  ret_0: release corpus.extra.addallcycle.Main@Main.java:54 // at corpus.extra.addallcycle.Main.addAll(Main.java:34)
}

proc corpus.extra.addallcycle.Main.add[corpus.extra.addallcycle.Main@Main.java:53] {
  sync: acquire corpus.extra.addallcycle.Main@Main.java:53 // at corpus.extra.addallcycle.Main.add(Main.java:29)
  s2: read corpus.extra.addallcycle.Main@Main.java:53.items // at corpus.extra.addallcycle.Main.add(Main.java:29)
  s3: write java.util.ArrayList@Main.java:25[corpus.extra.addallcycle.Main@Main.java:53].$state // at corpus.extra.addallcycle.Main.add(Main.java:29)
  ret_0: release corpus.extra.addallcycle.Main@Main.java:53 // at corpus.extra.addallcycle.Main.add(Main.java:29)
}

proc corpus.extra.addallcycle.Main.add[corpus.extra.addallcycle.Main@Main.java:54] {
  sync: acquire corpus.extra.addallcycle.Main@Main.java:54 // at corpus.extra.addallcycle.Main.add(Main.java:29)
  s2: read corpus.extra.addallcycle.Main@Main.java:54.items // at corpus.extra.addallcycle.Main.add(Main.java:29)
  s3: write java.util.ArrayList@Main.java:25[corpus.extra.addallcycle.Main@Main.java:54].$state // at corpus.extra.addallcycle.Main.add(Main.java:29)
  ret_0: release corpus.extra.addallcycle.Main@Main.java:54 // at corpus.extra.addallcycle.Main.add(Main.java:29)
}

proc corpus.extra.addallcycle.Main.lambda$main$0[corpus.extra.addallcycle.Main.main:57#17] {
  s3: call corpus.extra.addallcycle.Main.addAll[corpus.extra.addallcycle.Main@Main.java:53] // at corpus.extra.addallcycle.Main.lambda$main$0(Main.java:57)
}

proc corpus.extra.addallcycle.Main.lambda$main$1[corpus.extra.addallcycle.Main.main:58#18] {
  s3: call corpus.extra.addallcycle.Main.addAll[corpus.extra.addallcycle.Main@Main.java:54] // at corpus.extra.addallcycle.Main.lambda$main$1(Main.java:58)
}

proc corpus.extra.addallcycle.Main.main {
  s2: call corpus.extra.addallcycle.Main.<init>[corpus.extra.addallcycle.Main@Main.java:53] // at corpus.extra.addallcycle.Main.main(Main.java:53)
  s5: call corpus.extra.addallcycle.Main.<init>[corpus.extra.addallcycle.Main@Main.java:54] // at corpus.extra.addallcycle.Main.main(Main.java:54)
  s7: call corpus.extra.addallcycle.Main.add[corpus.extra.addallcycle.Main@Main.java:53] // at corpus.extra.addallcycle.Main.main(Main.java:55)
  s8: call corpus.extra.addallcycle.Main.add[corpus.extra.addallcycle.Main@Main.java:54] // at corpus.extra.addallcycle.Main.main(Main.java:56)
  s17: fork corpus.extra.addallcycle.Main.lambda$main$0[corpus.extra.addallcycle.Main.main:57#17] java.lang.Thread@Main.java:57 // at corpus.extra.addallcycle.Main.main(Main.java:59)
  s18: fork corpus.extra.addallcycle.Main.lambda$main$1[corpus.extra.addallcycle.Main.main:58#18] java.lang.Thread@Main.java:58 // at corpus.extra.addallcycle.Main.main(Main.java:60)
  s19: join java.lang.Thread@Main.java:57 // at corpus.extra.addallcycle.Main.main(Main.java:61)
  s20: join java.lang.Thread@Main.java:58 // at corpus.extra.addallcycle.Main.main(Main.java:62)
}

proc corpus.extra.addallcycle.Main.toArray[corpus.extra.addallcycle.Main@Main.java:53] {
  sync: acquire corpus.extra.addallcycle.Main@Main.java:53 // at corpus.extra.addallcycle.Main.toArray(Main.java:39)
  s1: read corpus.extra.addallcycle.Main@Main.java:53.items // at corpus.extra.addallcycle.Main.toArray(Main.java:39)
  s2: read java.util.ArrayList@Main.java:25[corpus.extra.addallcycle.Main@Main.java:53].$state // at corpus.extra.addallcycle.Main.toArray(Main.java:39)
  ret_0: release corpus.extra.addallcycle.Main@Main.java:53 // at corpus.extra.addallcycle.Main.toArray(Main.java:39)
}

proc corpus.extra.addallcycle.Main.toArray[corpus.extra.addallcycle.Main@Main.java:54] {
  sync: acquire corpus.extra.addallcycle.Main@Main.java:54 // at corpus.extra.addallcycle.Main.toArray(Main.java:39)
  s1: read corpus.extra.addallcycle.Main@Main.java:54.items // at corpus.extra.addallcycle.Main.toArray(Main.java:39)
  s2: read java.util.ArrayList@Main.java:25[corpus.extra.addallcycle.Main@Main.java:54].$state // at corpus.extra.addallcycle.Main.toArray(Main.java:39)
  ret_0: release corpus.extra.addallcycle.Main@Main.java:54 // at corpus.extra.addallcycle.Main.toArray(Main.java:39)
}
