main corpus.jacontebe.deadlock2.fixed.Main.main

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.<init>[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31] {
  s3: write corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.<init>(Main.java:13)
}

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.<init>[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32] {
  s3: write corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.<init>(Main.java:13)
}

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31] {
  s2: call corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32] // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:20)
  s4: acquire corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:21)
  s5: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:22)
  s10: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s11: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s13: jump s13_1 s13_3                  // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s13_1: read java.lang.Object[]@Main.java:13[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31][] // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s13_2: goto s13_j0                     // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s13_3: read java.lang.Object[]@Main.java:22[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31][] // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s13_j0: skip                           // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s13_5: write java.lang.Object[]@Main.java:22[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31][] // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s14: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
  s17: read java.lang.Object[]@Main.java:16[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32][] // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
  s17_1: write java.lang.Object[]@Main.java:22[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31][] // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
  s18: write corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:25)
  s19: release corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:26)
}

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32] {
  s2: call corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31] // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:20)
  s4: acquire corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:21)
  s5: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:22)
  s10: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s11: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s13: jump s13_1 s13_3                  // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s13_1: read java.lang.Object[]@Main.java:13[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32][] // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s13_2: goto s13_j0                     // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s13_3: read java.lang.Object[]@Main.java:22[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32][] // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s13_j0: skip                           // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s13_5: write java.lang.Object[]@Main.java:22[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32][] // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s14: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
  s17: read java.lang.Object[]@Main.java:16[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31][] // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
  s17_1: write java.lang.Object[]@Main.java:22[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32][] // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
  s18: write corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:25)
  s19: release corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:26)
}

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31] {
  sync: acquire corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  s1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  ret_0: release corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
}

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32] {
  sync: acquire corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  s1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  ret_0: release corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
}

proc corpus.jacontebe.deadlock2.fixed.Main.lambda$main$0[corpus.jacontebe.deadlock2.fixed.Main.main:33#9] {
  s2: call corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31] // at corpus.jacontebe.deadlock2.fixed.Main.lambda$main$0(Main.java:33)
}

proc corpus.jacontebe.deadlock2.fixed.Main.lambda$main$1[corpus.jacontebe.deadlock2.fixed.Main.main:34#12] {
  s2: call corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32] // at corpus.jacontebe.deadlock2.fixed.Main.lambda$main$1(Main.java:34)
}

proc corpus.jacontebe.deadlock2.fixed.Main.main {
  s2: call corpus.jacontebe.deadlock2.fixed.Main$SyncList.<init>[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31] // at corpus.jacontebe.deadlock2.fixed.Main.main(Main.java:31)
  s5: call corpus.jacontebe.deadlock2.fixed.Main$SyncList.<init>[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32] // at corpus.jacontebe.deadlock2.fixed.Main.main(Main.java:32)
  s9: fork corpus.jacontebe.deadlock2.fixed.Main.lambda$main$0[corpus.jacontebe.deadlock2.fixed.Main.main:33#9] java.lang.Thread@Main.java:33 // at corpus.jacontebe.deadlock2.fixed.Main.main(Main.java:33)
  s12: fork corpus.jacontebe.deadlock2.fixed.Main.lambda$main$1[corpus.jacontebe.deadlock2.fixed.Main.main:34#12] java.lang.Thread@Main.java:34 // at corpus.jacontebe.deadlock2.fixed.Main.main(Main.java:34)
}
