main corpus.size.deepercontextdeadlock.Main.main

proc corpus.size.deepercontextdeadlock.Main.entry[corpus.size.deepercontextdeadlock.Main.lambda$main$0:48#2,corpus.size.deepercontextdeadlock.Main.main:48#13] {
  s2: call corpus.size.deepercontextdeadlock.Main.level1[corpus.size.deepercontextdeadlock.Main.entry:41#2,corpus.size.deepercontextdeadlock.Main.lambda$main$0:48#2,corpus.size.deepercontextdeadlock.Main.main:48#13] // at corpus.size.deepercontextdeadlock.Main.entry(Main.java:41)
}

proc corpus.size.deepercontextdeadlock.Main.lambda$main$0[corpus.size.deepercontextdeadlock.Main.main:48#13] {
  s2: call corpus.size.deepercontextdeadlock.Main.entry[corpus.size.deepercontextdeadlock.Main.lambda$main$0:48#2,corpus.size.deepercontextdeadlock.Main.main:48#13] // at corpus.size.deepercontextdeadlock.Main.lambda$main$0(Main.java:48)
}

proc corpus.size.deepercontextdeadlock.Main.lambda$main$1[corpus.size.deepercontextdeadlock.Main.main:49#17] {
  s2: call corpus.size.deepercontextdeadlock.Main.level2[corpus.size.deepercontextdeadlock.Main.lambda$main$1:49#2,corpus.size.deepercontextdeadlock.Main.main:49#17] // at corpus.size.deepercontextdeadlock.Main.lambda$main$1(Main.java:49)
}

proc corpus.size.deepercontextdeadlock.Main.lambda$main$2[corpus.size.deepercontextdeadlock.Main.main:50#21] {
  s2: call corpus.size.deepercontextdeadlock.Main.level3[corpus.size.deepercontextdeadlock.Main.lambda$main$2:50#2,corpus.size.deepercontextdeadlock.Main.main:50#21] // at corpus.size.deepercontextdeadlock.Main.lambda$main$2(Main.java:50)
}

proc corpus.size.deepercontextdeadlock.Main.level1[corpus.size.deepercontextdeadlock.Main.entry:41#2,corpus.size.deepercontextdeadlock.Main.lambda$main$0:48#2,corpus.size.deepercontextdeadlock.Main.main:48#13] {
  s2: call corpus.size.deepercontextdeadlock.Main.level2[corpus.size.deepercontextdeadlock.Main.level1:37#2,corpus.size.deepercontextdeadlock.Main.entry:41#2,corpus.size.deepercontextdeadlock.Main.lambda$main$0:48#2] // at corpus.size.deepercontextdeadlock.Main.level1(Main.java:37)
}

proc corpus.size.deepercontextdeadlock.Main.level2[corpus.size.deepercontextdeadlock.Main.lambda$main$1:49#2,corpus.size.deepercontextdeadlock.Main.main:49#17] {
  s2: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level2(Main.java:32)
  s4: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level2(Main.java:32)
  s5: call corpus.size.deepercontextdeadlock.Main.level3[corpus.size.deepercontextdeadlock.Main.level2:33#5,corpus.size.deepercontextdeadlock.Main.lambda$main$1:49#2,corpus.size.deepercontextdeadlock.Main.main:49#17] // at corpus.size.deepercontextdeadlock.Main.level2(Main.java:33)
}

proc corpus.size.deepercontextdeadlock.Main.level2[corpus.size.deepercontextdeadlock.Main.level1:37#2,corpus.size.deepercontextdeadlock.Main.entry:41#2,corpus.size.deepercontextdeadlock.Main.lambda$main$0:48#2] {
  s2: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level2(Main.java:32)
  s4: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level2(Main.java:32)
  s5: call corpus.size.deepercontextdeadlock.Main.level3[corpus.size.deepercontextdeadlock.Main.level2:33#5,corpus.size.deepercontextdeadlock.Main.level1:37#2,corpus.size.deepercontextdeadlock.Main.entry:41#2] // at corpus.size.deepercontextdeadlock.Main.level2(Main.java:33)
}

proc corpus.size.deepercontextdeadlock.Main.level3[corpus.size.deepercontextdeadlock.Main.lambda$main$2:50#2,corpus.size.deepercontextdeadlock.Main.main:50#21] {
  s2: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:27)
  s4: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:27)
  s5: call corpus.size.deepercontextdeadlock.Main.lockBoth[corpus.size.deepercontextdeadlock.Main.level3:28#5,corpus.size.deepercontextdeadlock.Main.lambda$main$2:50#2,corpus.size.deepercontextdeadlock.Main.main:50#21] // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:28)
}

proc corpus.size.deepercontextdeadlock.Main.level3[corpus.size.deepercontextdeadlock.Main.level2:33#5,corpus.size.deepercontextdeadlock.Main.lambda$main$1:49#2,corpus.size.deepercontextdeadlock.Main.main:49#17] {
  s2: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:27)
  s4: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:27)
  s5: call corpus.size.deepercontextdeadlock.Main.lockBoth[corpus.size.deepercontextdeadlock.Main.level3:28#5,corpus.size.deepercontextdeadlock.Main.level2:33#5,corpus.size.deepercontextdeadlock.Main.lambda$main$1:49#2] // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:28)
}

proc corpus.size.deepercontextdeadlock.Main.level3[corpus.size.deepercontextdeadlock.Main.level2:33#5,corpus.size.deepercontextdeadlock.Main.level1:37#2,corpus.size.deepercontextdeadlock.Main.entry:41#2] {
  s2: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:27)
  s4: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:27)
  s5: call corpus.size.deepercontextdeadlock.Main.lockBoth[corpus.size.deepercontextdeadlock.Main.level3:28#5,corpus.size.deepercontextdeadlock.Main.level2:33#5,corpus.size.deepercontextdeadlock.Main.level1:37#2] // at corpus.size.deepercontextdeadlock.Main.level3(Main.java:28)
}

proc corpus.size.deepercontextdeadlock.Main.lockBoth[corpus.size.deepercontextdeadlock.Main.level3:28#5,corpus.size.deepercontextdeadlock.Main.lambda$main$2:50#2,corpus.size.deepercontextdeadlock.Main.main:50#21] {
  s3: acquire java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:19)
  s5: acquire java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s6: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s8: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s9: release java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s19: release java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:23)
}

proc corpus.size.deepercontextdeadlock.Main.lockBoth[corpus.size.deepercontextdeadlock.Main.level3:28#5,corpus.size.deepercontextdeadlock.Main.level2:33#5,corpus.size.deepercontextdeadlock.Main.lambda$main$1:49#2] {
  s3: acquire java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:19)
  s5: acquire java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s6: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s8: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s9: release java.lang.Object@Main.java:47 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s19: release java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:23)
}

proc corpus.size.deepercontextdeadlock.Main.lockBoth[corpus.size.deepercontextdeadlock.Main.level3:28#5,corpus.size.deepercontextdeadlock.Main.level2:33#5,corpus.size.deepercontextdeadlock.Main.level1:37#2] {
  s3: acquire java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:19)
  s5: acquire java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:20)
  s6: read corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s8: write corpus.size.deepercontextdeadlock.Main.work // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:21)
  s9: release java.lang.Object@Main.java:46 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:22)
  s19: release java.lang.Object@Main.java:45 // at corpus.size.deepercontextdeadlock.Main.lockBoth(Main.java:23)
}

proc corpus.size.deepercontextdeadlock.Main.main {
  s13: fork corpus.size.deepercontextdeadlock.Main.lambda$main$0[corpus.size.deepercontextdeadlock.Main.main:48#13] java.lang.Thread@Main.java:48 // at corpus.size.deepercontextdeadlock.Main.main(Main.java:48)
  s17: fork corpus.size.deepercontextdeadlock.Main.lambda$main$1[corpus.size.deepercontextdeadlock.Main.main:49#17] java.lang.Thread@Main.java:49 // at corpus.size.deepercontextdeadlock.Main.main(Main.java:49)
  s21: fork corpus.size.deepercontextdeadlock.Main.lambda$main$2[corpus.size.deepercontextdeadlock.Main.main:50#21] java.lang.Thread@Main.java:50 // at corpus.size.deepercontextdeadlock.Main.main(Main.java:50)
}
