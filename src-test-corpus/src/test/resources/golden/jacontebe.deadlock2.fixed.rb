main corpus.jacontebe.deadlock2.fixed.Main.main

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.<init>[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31] {
  s3: write corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.<init>(Main.java:13)
}

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.<init>[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32] {
  s3: write corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.<init>(Main.java:13)
}

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31] {
  s2: call corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32]#result:null else s4e2 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:20)
  s2_1: goto s4e1                        // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:20)
  s18: write corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:25)
  s19: release corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:26)
  s19_1: goto exit                       // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:26)
  s4e1: acquire corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:21)
  s5e1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:22)
  s10e1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s11e1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s14e1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
  s14e1_1: goto s18                      // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
  s4e2: acquire corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:21)
  s5e2: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:22)
  s10e2: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s11e2: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s14e2: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
  s14e2_1: goto s18                      // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
}

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32] {
  s2: call corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31]#result:null else s4e2 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:20)
  s2_1: goto s4e1                        // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:20)
  s18: write corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:25)
  s19: release corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:26)
  s19_1: goto exit                       // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:26)
  s4e1: acquire corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:21)
  s5e1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:22)
  s10e1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s11e1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s14e1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
  s14e1_1: goto s18                      // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
  s4e2: acquire corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:21)
  s5e2: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:22)
  s10e2: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s11e2: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:23)
  s14e2: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
  s14e2_1: goto s18                      // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll(Main.java:24)
}

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31] {
  sync: acquire corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  s1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  ret_0: release corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
}

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31]#result:null {
  sync: acquire corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  s1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  s4: jump ret_0 raise_0                 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  ret_0: release corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  ret_0_1: goto exit                     // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  raise_0: release corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  raise: raise                           // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
}

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32] {
  sync: acquire corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  s1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  ret_0: release corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
}

proc corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32]#result:null {
  sync: acquire corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  s1: read corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32.items // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  s4: jump ret_0 raise_0                 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  ret_0: release corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  ret_0_1: goto exit                     // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  raise_0: release corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32 // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
  raise: raise                           // at corpus.jacontebe.deadlock2.fixed.Main$SyncList.toArray(Main.java:16)
}

proc corpus.jacontebe.deadlock2.fixed.Main.lambda$main$0[corpus.jacontebe.deadlock2.fixed.Main.main:33#9] {
  s2: call corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31] // at corpus.jacontebe.deadlock2.fixed.Main.lambda$main$0(Main.java:33)
}

proc corpus.jacontebe.deadlock2.fixed.Main.lambda$main$1[corpus.jacontebe.deadlock2.fixed.Main.main:34#12] {
  s2: call corpus.jacontebe.deadlock2.fixed.Main$SyncList.addAll[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32] // at corpus.jacontebe.deadlock2.fixed.Main.lambda$main$1(Main.java:34)
}

proc corpus.jacontebe.deadlock2.fixed.Main.main {
  s0: goto s2e1                          // at corpus.jacontebe.deadlock2.fixed.Main.main(Main.java:31)
  s12: fork corpus.jacontebe.deadlock2.fixed.Main.lambda$main$1[corpus.jacontebe.deadlock2.fixed.Main.main:34#12] java.lang.Thread@Main.java:34 // at corpus.jacontebe.deadlock2.fixed.Main.main(Main.java:34)
  s12_1: goto exit                       // at corpus.jacontebe.deadlock2.fixed.Main.main(Main.java:34)
  s2e1: call corpus.jacontebe.deadlock2.fixed.Main$SyncList.<init>[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:31] // at corpus.jacontebe.deadlock2.fixed.Main.main(Main.java:31)
  s5e3: call corpus.jacontebe.deadlock2.fixed.Main$SyncList.<init>[corpus.jacontebe.deadlock2.fixed.Main$SyncList@Main.java:32] // at corpus.jacontebe.deadlock2.fixed.Main.main(Main.java:32)
  s9e3: fork corpus.jacontebe.deadlock2.fixed.Main.lambda$main$0[corpus.jacontebe.deadlock2.fixed.Main.main:33#9] java.lang.Thread@Main.java:33 // at corpus.jacontebe.deadlock2.fixed.Main.main(Main.java:33)
  s9e3_1: goto s12                       // at corpus.jacontebe.deadlock2.fixed.Main.main(Main.java:33)
}
