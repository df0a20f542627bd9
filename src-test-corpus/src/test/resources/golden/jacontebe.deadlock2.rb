main corpus.jacontebe.deadlock2.Main.main

proc corpus.jacontebe.deadlock2.Main$SyncList.<init>[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33] {
  s3: write corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.<init>(Main.java:17)
}

proc corpus.jacontebe.deadlock2.Main$SyncList.<init>[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34] {
  s3: write corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.<init>(Main.java:17)
}

proc corpus.jacontebe.deadlock2.Main$SyncList.addAll[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33] {
  sync: acquire corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33 // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
  s2: call corpus.jacontebe.deadlock2.Main$SyncList.toArray[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34]#result:null else s3e2 // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
  s2_1: goto s3e1                        // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
  s16: write corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:28)
  s16_1: goto ret_0                      // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:28)
  s3e1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:25)
  s8e1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s9e1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s12e1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  s12e1_1: goto s16                      // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  s3e2: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:25)
  s8e2: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s9e2: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s12e2: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  s12e2_1: goto s16                      // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  ret_0: release corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33 // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
}

proc corpus.jacontebe.deadlock2.Main$SyncList.addAll[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34] {
  sync: acquire corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34 // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
  s2: call corpus.jacontebe.deadlock2.Main$SyncList.toArray[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33]#result:null else s3e2 // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
  s2_1: goto s3e1                        // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
  s16: write corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:28)
  s16_1: goto ret_0                      // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:28)
  s3e1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:25)
  s8e1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s9e1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s12e1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  s12e1_1: goto s16                      // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  s3e2: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:25)
  s8e2: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s9e2: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:26)
  s12e2: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  s12e2_1: goto s16                      // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:27)
  ret_0: release corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34 // at corpus.jacontebe.deadlock2.Main$SyncList.addAll(Main.java:24)
}

proc corpus.jacontebe.deadlock2.Main$SyncList.toArray[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33] {
  sync: acquire corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  s1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  ret_0: release corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
}

proc corpus.jacontebe.deadlock2.Main$SyncList.toArray[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33]#result:null {
  sync: acquire corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  s1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33.items // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  s4: jump ret_0 raise_0                 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  ret_0: release corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  ret_0_1: goto exit                     // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  raise_0: release corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  raise: raise                           // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
}

proc corpus.jacontebe.deadlock2.Main$SyncList.toArray[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34] {
  sync: acquire corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  s1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  ret_0: release corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
}

proc corpus.jacontebe.deadlock2.Main$SyncList.toArray[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34]#result:null {
  sync: acquire corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  s1: read corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34.items // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  s4: jump ret_0 raise_0                 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  ret_0: release corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  ret_0_1: goto exit                     // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  raise_0: release corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34 // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
  raise: raise                           // at corpus.jacontebe.deadlock2.Main$SyncList.toArray(Main.java:20)
}

proc corpus.jacontebe.deadlock2.Main.lambda$main$0[corpus.jacontebe.deadlock2.Main.main:35#9] {
  s2: call corpus.jacontebe.deadlock2.Main$SyncList.addAll[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33] // at corpus.jacontebe.deadlock2.Main.lambda$main$0(Main.java:35)
}

proc corpus.jacontebe.deadlock2.Main.lambda$main$1[corpus.jacontebe.deadlock2.Main.main:36#12] {
  s2: call corpus.jacontebe.deadlock2.Main$SyncList.addAll[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34] // at corpus.jacontebe.deadlock2.Main.lambda$main$1(Main.java:36)
}

proc corpus.jacontebe.deadlock2.Main.main {
  s0: goto s2e1                          // at corpus.jacontebe.deadlock2.Main.main(Main.java:33)
  s12: fork corpus.jacontebe.deadlock2.Main.lambda$main$1[corpus.jacontebe.deadlock2.Main.main:36#12] java.lang.Thread@Main.java:36 // at corpus.jacontebe.deadlock2.Main.main(Main.java:36)
  s12_1: goto exit                       // at corpus.jacontebe.deadlock2.Main.main(Main.java:36)
  s2e1: call corpus.jacontebe.deadlock2.Main$SyncList.<init>[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:33] // at corpus.jacontebe.deadlock2.Main.main(Main.java:33)
  s5e3: call corpus.jacontebe.deadlock2.Main$SyncList.<init>[corpus.jacontebe.deadlock2.Main$SyncList@Main.java:34] // at corpus.jacontebe.deadlock2.Main.main(Main.java:34)
  s9e3: fork corpus.jacontebe.deadlock2.Main.lambda$main$0[corpus.jacontebe.deadlock2.Main.main:35#9] java.lang.Thread@Main.java:35 // at corpus.jacontebe.deadlock2.Main.main(Main.java:35)
  s9e3_1: goto s12                       // at corpus.jacontebe.deadlock2.Main.main(Main.java:35)
}
