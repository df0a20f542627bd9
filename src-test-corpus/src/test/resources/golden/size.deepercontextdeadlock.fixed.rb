main corpus.size.deepercontextdeadlock.fixed.Main.main

proc corpus.size.deepercontextdeadlock.fixed.Main.entry[corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$0:49#2,corpus.size.deepercontextdeadlock.fixed.Main.main:49#14] {
  s2: call corpus.size.deepercontextdeadlock.fixed.Main.level1[corpus.size.deepercontextdeadlock.fixed.Main.entry:41#2,corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$0:49#2,corpus.size.deepercontextdeadlock.fixed.Main.main:49#14] // at corpus.size.deepercontextdeadlock.fixed.Main.entry(Main.java:41)
}

proc corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$0[corpus.size.deepercontextdeadlock.fixed.Main.main:49#14] {
  s2: call corpus.size.deepercontextdeadlock.fixed.Main.entry[corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$0:49#2,corpus.size.deepercontextdeadlock.fixed.Main.main:49#14] // at corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$0(Main.java:49)
}

proc corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$1[corpus.size.deepercontextdeadlock.fixed.Main.main:50#18] {
  s2: call corpus.size.deepercontextdeadlock.fixed.Main.level2[corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$1:50#2,corpus.size.deepercontextdeadlock.fixed.Main.main:50#18] // at corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$1(Main.java:50)
}

proc corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$2[corpus.size.deepercontextdeadlock.fixed.Main.main:51#22] {
  s2: call corpus.size.deepercontextdeadlock.fixed.Main.level3[corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$2:51#2,corpus.size.deepercontextdeadlock.fixed.Main.main:51#22] // at corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$2(Main.java:51)
}

proc corpus.size.deepercontextdeadlock.fixed.Main.level1[corpus.size.deepercontextdeadlock.fixed.Main.entry:41#2,corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$0:49#2,corpus.size.deepercontextdeadlock.fixed.Main.main:49#14] {
  s2: call corpus.size.deepercontextdeadlock.fixed.Main.level2[corpus.size.deepercontextdeadlock.fixed.Main.level1:37#2,corpus.size.deepercontextdeadlock.fixed.Main.entry:41#2,corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$0:49#2] // at corpus.size.deepercontextdeadlock.fixed.Main.level1(Main.java:37)
}

proc corpus.size.deepercontextdeadlock.fixed.Main.level2[corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$1:50#2,corpus.size.deepercontextdeadlock.fixed.Main.main:50#18] {
  s2: read corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.level2(Main.java:32)
  s4: write corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.level2(Main.java:32)
  s5: call corpus.size.deepercontextdeadlock.fixed.Main.level3[corpus.size.deepercontextdeadlock.fixed.Main.level2:33#5,corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$1:50#2,corpus.size.deepercontextdeadlock.fixed.Main.main:50#18] // at corpus.size.deepercontextdeadlock.fixed.Main.level2(Main.java:33)
}

proc corpus.size.deepercontextdeadlock.fixed.Main.level2[corpus.size.deepercontextdeadlock.fixed.Main.level1:37#2,corpus.size.deepercontextdeadlock.fixed.Main.entry:41#2,corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$0:49#2] {
  s2: read corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.level2(Main.java:32)
  s4: write corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.level2(Main.java:32)
  s5: call corpus.size.deepercontextdeadlock.fixed.Main.level3[corpus.size.deepercontextdeadlock.fixed.Main.level2:33#5,corpus.size.deepercontextdeadlock.fixed.Main.level1:37#2,corpus.size.deepercontextdeadlock.fixed.Main.entry:41#2] // at corpus.size.deepercontextdeadlock.fixed.Main.level2(Main.java:33)
}

proc corpus.size.deepercontextdeadlock.fixed.Main.level3[corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$2:51#2,corpus.size.deepercontextdeadlock.fixed.Main.main:51#22] {
  s2: read corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.level3(Main.java:27)
  s4: write corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.level3(Main.java:27)
  s5: call corpus.size.deepercontextdeadlock.fixed.Main.lockBoth[corpus.size.deepercontextdeadlock.fixed.Main.level3:28#5,corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$2:51#2,corpus.size.deepercontextdeadlock.fixed.Main.main:51#22] // at corpus.size.deepercontextdeadlock.fixed.Main.level3(Main.java:28)
}

proc corpus.size.deepercontextdeadlock.fixed.Main.level3[corpus.size.deepercontextdeadlock.fixed.Main.level2:33#5,corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$1:50#2,corpus.size.deepercontextdeadlock.fixed.Main.main:50#18] {
  s2: read corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.level3(Main.java:27)
  s4: write corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.level3(Main.java:27)
  s5: call corpus.size.deepercontextdeadlock.fixed.Main.lockBoth[corpus.size.deepercontextdeadlock.fixed.Main.level3:28#5,corpus.size.deepercontextdeadlock.fixed.Main.level2:33#5,corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$1:50#2] // at corpus.size.deepercontextdeadlock.fixed.Main.level3(Main.java:28)
}

proc corpus.size.deepercontextdeadlock.fixed.Main.level3[corpus.size.deepercontextdeadlock.fixed.Main.level2:33#5,corpus.size.deepercontextdeadlock.fixed.Main.level1:37#2,corpus.size.deepercontextdeadlock.fixed.Main.entry:41#2] {
  s2: read corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.level3(Main.java:27)
  s4: write corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.level3(Main.java:27)
  s5: call corpus.size.deepercontextdeadlock.fixed.Main.lockBoth[corpus.size.deepercontextdeadlock.fixed.Main.level3:28#5,corpus.size.deepercontextdeadlock.fixed.Main.level2:33#5,corpus.size.deepercontextdeadlock.fixed.Main.level1:37#2] // at corpus.size.deepercontextdeadlock.fixed.Main.level3(Main.java:28)
}

proc corpus.size.deepercontextdeadlock.fixed.Main.lockBoth[corpus.size.deepercontextdeadlock.fixed.Main.level3:28#5,corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$2:51#2,corpus.size.deepercontextdeadlock.fixed.Main.main:51#22] {
  s3: acquire java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:19)
  s5: acquire java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:20)
  s6: read corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:21)
  s8: write corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:21)
  s9: release java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:22)
  s19: release java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:23)
}

proc corpus.size.deepercontextdeadlock.fixed.Main.lockBoth[corpus.size.deepercontextdeadlock.fixed.Main.level3:28#5,corpus.size.deepercontextdeadlock.fixed.Main.level2:33#5,corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$1:50#2] {
  s3: acquire java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:19)
  s5: acquire java.lang.Object@Main.java:48 // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:20)
  s6: read corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:21)
  s8: write corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:21)
  s9: release java.lang.Object@Main.java:48 // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:22)
  s19: release java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:23)
}

proc corpus.size.deepercontextdeadlock.fixed.Main.lockBoth[corpus.size.deepercontextdeadlock.fixed.Main.level3:28#5,corpus.size.deepercontextdeadlock.fixed.Main.level2:33#5,corpus.size.deepercontextdeadlock.fixed.Main.level1:37#2] {
  s3: acquire java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:19)
  s5: acquire java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:20)
  s6: read corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:21)
  s8: write corpus.size.deepercontextdeadlock.fixed.Main.work // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:21)
  s9: release java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:22)
  s19: release java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.fixed.Main.lockBoth(Main.java:23)
}

proc corpus.size.deepercontextdeadlock.fixed.Main.main {
  s14: fork corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$0[corpus.size.deepercontextdeadlock.fixed.Main.main:49#14] java.lang.Thread@Main.java:49 // at corpus.size.deepercontextdeadlock.fixed.Main.main(Main.java:49)
  s18: fork corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$1[corpus.size.deepercontextdeadlock.fixed.Main.main:50#18] java.lang.Thread@Main.java:50 // at corpus.size.deepercontextdeadlock.fixed.Main.main(Main.java:50)
  s22: fork corpus.size.deepercontextdeadlock.fixed.Main.lambda$main$2[corpus.size.deepercontextdeadlock.fixed.Main.main:51#22] java.lang.Thread@Main.java:51 // at corpus.size.deepercontextdeadlock.fixed.Main.main(Main.java:51)
}
