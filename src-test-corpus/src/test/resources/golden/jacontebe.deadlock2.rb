main corpus.jacontebe.deadlock2.Main.main

proc corpus.jacontebe.deadlock2.Main$SyncList.<init>[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33] {
  s3: write corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.<init>(Main.java:17)
}

proc corpus.jacontebe.deadlock2.Main$SyncList.<init>[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34] {
  s3: write corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.<init>(Main.java:17)
}

proc corpus.jacontebe.deadlock2.Main$SyncList.addAll[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33] {
  sync: acquire corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33 // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
  s2: call corpus.jacontebe.deadlock2.Main$SyncList.toArray[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34] // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
  s3: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:25)
  s8: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s9: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s11: jump s11_1 s11_3                  // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s11_1: read java.lang.Object[]@Main.java:17[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33][] // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s11_2: goto s11_j0                     // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s11_3: read java.lang.Object[]@Main.java:25[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33][] // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s11_j0: skip                           // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s11_5: write java.lang.Object[]@Main.java:25[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33][] // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s12: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  s15: read java.lang.Object[]@Main.java:20[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34][] // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  s15_1: write java.lang.Object[]@Main.java:25[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33][] // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  s16: write corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:28)
  ret_0: release corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33 // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
}

proc corpus.jacontebe.deadlock2.Main$SyncList.addAll[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34] {
  sync: acquire corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34 // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
  s2: call corpus.jacontebe.deadlock2.Main$SyncList.toArray[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33] // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
  s3: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:25)
  s8: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s9: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s11: jump s11_1 s11_3                  // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s11_1: read java.lang.Object[]@Main.java:17[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34][] // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s11_2: goto s11_j0                     // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s11_3: read java.lang.Object[]@Main.java:25[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34][] // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s11_j0: skip                           // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s11_5: write java.lang.Object[]@Main.java:25[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34][] // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s12: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  s15: read java.lang.Object[]@Main.java:20[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33][] // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  s15_1: write java.lang.Object[]@Main.java:25[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34][] // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  s16: write corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:28)
  ret_0: release corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34 // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
}

proc corpus.jacontebe.deadlock2.Main$SyncList.toArray[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33] {
  sync: acquire corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  s1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  ret_0: release corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
}

proc corpus.jacontebe.deadlock2.Main$SyncList.toArray[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34] {
  sync: acquire corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  s1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  ret_0: release corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
}

proc corpus.jacontebe.deadlock2.Main.lambda$main$0[corpus.jacontebe.deadlock2.Main.main:35#9] {
  s2: call corpus.jacontebe.deadlock2.Main$SyncList.addAll[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33] // at corpus.jacontebe.deadlock2.Main.lambda$main$0(Main.java:35)
}

proc corpus.jacontebe.deadlock2.Main.lambda$main$1[corpus.jacontebe.deadlock2.Main.main:36#12] {
  s2: call corpus.jacontebe.deadlock2.Main$SyncList.addAll[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34] // at corpus.jacontebe.deadlock2.Main.lambda$main$1(Main.java:36)
}

proc corpus.jacontebe.deadlock2.Main.main {
  s2: call corpus.jacontebe.deadlock2.Main$SyncList.<init>[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33] // at corpus.jacontebe.deadlock2.Main.main(Main.java:33)
  s5: call corpus.jacontebe.deadlock2.Main$SyncList.<init>[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34] // at corpus.jacontebe.deadlock2.Main.main(Main.java:34)
  s9: fork corpus.jacontebe.deadlock2.Main.lambda$main$0[corpus.jacontebe.deadlock2.Main.main:35#9] java.lang.Thread@Main.java:35 // at corpus.jacontebe.deadlock2.Main.main(Main.java:35)
  s12: fork corpus.jacontebe.deadlock2.Main.lambda$main$1[corpus.jacontebe.deadlock2.Main.main:36#12] java.lang.Thread@Main.java:36 // at corpus.jacontebe.deadlock2.Main.main(Main.java:36)
}
