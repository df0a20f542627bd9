main corpus.extra.addallcycle.fixed.Main.main

proc corpus.extra.addallcycle.fixed.Main.<init>[corpus.extra.addallcycle.fixed.Main@Main.java:53] {
  s5: write corpus.extra.addallcycle.fixed.Main@Main.java:53.items // at corpus.extra.addallcycle.fixed.Main.<init>(Main.java:22)
}

proc corpus.extra.addallcycle.fixed.Main.<init>[corpus.extra.addallcycle.fixed.Main@Main.java:54] {
  s5: write corpus.extra.addallcycle.fixed.Main@Main.java:54.items // at corpus.extra.addallcycle.fixed.Main.<init>(Main.java:22)
}

proc corpus.extra.addallcycle.fixed.Main.addAll[corpus.extra.addallcycle.fixed.Main@Main.java:53] {
  s2: call corpus.extra.addallcycle.fixed.Main.toArray[corpus.extra.addallcycle.fixed.Main@Main.java:54]#result:null else s4e2 // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:31)
  s2_1: goto s4e1                        // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:31)
  s9: release corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s9_1: goto exit                        // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s4e1: acquire corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:32)
  s5e1: read corpus.extra.addallcycle.fixed.Main@Main.java:53.items // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s5e1_1: goto s9                        // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s4e2: acquire corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:32)
  s5e2: read corpus.extra.addallcycle.fixed.Main@Main.java:53.items // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s5e2_1: goto s9                        // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
}

proc corpus.extra.addallcycle.fixed.Main.addAll[corpus.extra.addallcycle.fixed.Main@Main.java:54] {
  s2: call corpus.extra.addallcycle.fixed.Main.toArray[corpus.extra.addallcycle.fixed.Main@Main.java:53]#result:null else s4e2 // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:31)
  s2_1: goto s4e1                        // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:31)
  s9: release corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s9_1: goto exit                        // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s4e1: acquire corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:32)
  s5e1: read corpus.extra.addallcycle.fixed.Main@Main.java:54.items // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s5e1_1: goto s9                        // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s4e2: acquire corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:32)
  s5e2: read corpus.extra.addallcycle.fixed.Main@Main.java:54.items // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
  s5e2_1: goto s9                        // at corpus.extra.addallcycle.fixed.Main.addAll(Main.java:33)
}

proc corpus.extra.addallcycle.fixed.Main.add[corpus.extra.addallcycle.fixed.Main@Main.java:53] {
  sync: acquire corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
  s2: read corpus.extra.addallcycle.fixed.Main@Main.java:53.items // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
  ret_0: release corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
}

proc corpus.extra.addallcycle.fixed.Main.add[corpus.extra.addallcycle.fixed.Main@Main.java:54] {
  sync: acquire corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
  s2: read corpus.extra.addallcycle.fixed.Main@Main.java:54.items // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
  ret_0: release corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.add(Main.java:26)
}

proc corpus.extra.addallcycle.fixed.Main.lambda$main$0[corpus.extra.addallcycle.fixed.Main.main:57#17] {
  s3: call corpus.extra.addallcycle.fixed.Main.addAll[corpus.extra.addallcycle.fixed.Main@Main.java:53] // at corpus.extra.addallcycle.fixed.Main.lambda$main$0(Main.java:57)
}

proc corpus.extra.addallcycle.fixed.Main.lambda$main$1[corpus.extra.addallcycle.fixed.Main.main:58#18] {
  s3: call corpus.extra.addallcycle.fixed.Main.addAll[corpus.extra.addallcycle.fixed.Main@Main.java:54] // at corpus.extra.addallcycle.fixed.Main.lambda$main$1(Main.java:58)
}

proc corpus.extra.addallcycle.fixed.Main.main {
  s0: goto s2e1                          // at corpus.extra.addallcycle.fixed.Main.main(Main.java:53)
  s17: fork corpus.extra.addallcycle.fixed.Main.lambda$main$0[corpus.extra.addallcycle.fixed.Main.main:57#17] java.lang.Thread@Main.java:57 // at corpus.extra.addallcycle.fixed.Main.main(Main.java:59)
  s18: fork corpus.extra.addallcycle.fixed.Main.lambda$main$1[corpus.extra.addallcycle.fixed.Main.main:58#18] java.lang.Thread@Main.java:58 // at corpus.extra.addallcycle.fixed.Main.main(Main.java:60)
  s19: join java.lang.Thread@Main.java:57 // at corpus.extra.addallcycle.fixed.Main.main(Main.java:61)
  s20: join java.lang.Thread@Main.java:58 // at corpus.extra.addallcycle.fixed.Main.main(Main.java:62)
  s20_1: goto exit                       // at corpus.extra.addallcycle.fixed.Main.main(Main.java:62)
  s2e1: call corpus.extra.addallcycle.fixed.Main.<init>[corpus.extra.addallcycle.fixed.Main@Main.java:53] // at corpus.extra.addallcycle.fixed.Main.main(Main.java:53)
  s5e3: call corpus.extra.addallcycle.fixed.Main.<init>[corpus.extra.addallcycle.fixed.Main@Main.java:54] // at corpus.extra.addallcycle.fixed.Main.main(Main.java:54)
  s7e3: call corpus.extra.addallcycle.fixed.Main.add[corpus.extra.addallcycle.fixed.Main@Main.java:53] // at corpus.extra.addallcycle.fixed.Main.main(Main.java:55)
  s8e3: call corpus.extra.addallcycle.fixed.Main.add[corpus.extra.addallcycle.fixed.Main@Main.java:54] // at corpus.extra.addallcycle.fixed.Main.main(Main.java:56)
  s8e3_1: goto s17                       // at corpus.extra.addallcycle.fixed.Main.main(Main.java:56)
}

proc corpus.extra.addallcycle.fixed.Main.toArray[corpus.extra.addallcycle.fixed.Main@Main.java:53] {
  sync: acquire corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  s1: read corpus.extra.addallcycle.fixed.Main@Main.java:53.items // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  ret_0: release corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
}

proc corpus.extra.addallcycle.fixed.Main.toArray[corpus.extra.addallcycle.fixed.Main@Main.java:53]#result:null {
  sync: acquire corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  s1: read corpus.extra.addallcycle.fixed.Main@Main.java:53.items // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  s3: jump ret_0 raise_0                 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  ret_0: release corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  ret_0_1: goto exit                     // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  raise_0: release corpus.extra.addallcycle.fixed.Main@Main.java:53 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  raise: raise                           // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
}

proc corpus.extra.addallcycle.fixed.Main.toArray[corpus.extra.addallcycle.fixed.Main@Main.java:54] {
  sync: acquire corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  s1: read corpus.extra.addallcycle.fixed.Main@Main.java:54.items // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  ret_0: release corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
}

proc corpus.extra.addallcycle.fixed.Main.toArray[corpus.extra.addallcycle.fixed.Main@Main.java:54]#result:null {
  sync: acquire corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  s1: read corpus.extra.addallcycle.fixed.Main@Main.java:54.items // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  s3: jump ret_0 raise_0                 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  ret_0: release corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  ret_0_1: goto exit                     // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  raise_0: release corpus.extra.addallcycle.fixed.Main@Main.java:54 // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
  raise: raise                           // at corpus.extra.addallcycle.fixed.Main.toArray(Main.java:39)
}
