main entry

proc corpus.kotlin.chord.fixed.Main$Node.<init>[corpus.kotlin.chord.fixed.Main$Node@Main.kt:31] {
  s3: write corpus.kotlin.chord.fixed.Main$Node@Main.kt:31.id // at corpus.kotlin.chord.fixed.Main$Node.<init>(Main.kt:14)
}

proc corpus.kotlin.chord.fixed.Main$Node.<init>[corpus.kotlin.chord.fixed.Main$Node@Main.kt:32] {
  s3: write corpus.kotlin.chord.fixed.Main$Node@Main.kt:32.id // at corpus.kotlin.chord.fixed.Main$Node.<init>(Main.kt:14)
}

proc corpus.kotlin.chord.fixed.Main$Node.<init>[corpus.kotlin.chord.fixed.Main$Node@Main.kt:33] {
  s3: write corpus.kotlin.chord.fixed.Main$Node@Main.kt:33.id // at corpus.kotlin.chord.fixed.Main$Node.<init>(Main.kt:14)
}

proc corpus.kotlin.chord.fixed.Main$Node.notifyFrom[corpus.kotlin.chord.fixed.Main$Node@Main.kt:31] {
  sync: acquire corpus.kotlin.chord.fixed.Main$Node@Main.kt:31 // at corpus.kotlin.chord.fixed.Main$Node.notifyFrom(Main.kt:25)
  s3: write corpus.kotlin.chord.fixed.Main$Node@Main.kt:31.predecessor // at corpus.kotlin.chord.fixed.Main$Node.notifyFrom(Main.kt:25)
  ret_0: release corpus.kotlin.chord.fixed.Main$Node@Main.kt:31 // at corpus.kotlin.chord.fixed.Main$Node.notifyFrom(Main.kt:25)
}

proc corpus.kotlin.chord.fixed.Main$Node.notifyFrom[corpus.kotlin.chord.fixed.Main$Node@Main.kt:32] {
  sync: acquire corpus.kotlin.chord.fixed.Main$Node@Main.kt:32 // at corpus.kotlin.chord.fixed.Main$Node.notifyFrom(Main.kt:25)
  s3: write corpus.kotlin.chord.fixed.Main$Node@Main.kt:32.predecessor // at corpus.kotlin.chord.fixed.Main$Node.notifyFrom(Main.kt:25)
  ret_0: release corpus.kotlin.chord.fixed.Main$Node@Main.kt:32 // at corpus.kotlin.chord.fixed.Main$Node.notifyFrom(Main.kt:25)
}

proc corpus.kotlin.chord.fixed.Main$Node.notifyFrom[corpus.kotlin.chord.fixed.Main$Node@Main.kt:33] {
  sync: acquire corpus.kotlin.chord.fixed.Main$Node@Main.kt:33 // at corpus.kotlin.chord.fixed.Main$Node.notifyFrom(Main.kt:25)
  s3: write corpus.kotlin.chord.fixed.Main$Node@Main.kt:33.predecessor // at corpus.kotlin.chord.fixed.Main$Node.notifyFrom(Main.kt:25)
  ret_0: release corpus.kotlin.chord.fixed.Main$Node@Main.kt:33 // at corpus.kotlin.chord.fixed.Main$Node.notifyFrom(Main.kt:25)
}

proc corpus.kotlin.chord.fixed.Main$Node.setSuccessor[corpus.kotlin.chord.fixed.Main$Node@Main.kt:31] {
  s2: write corpus.kotlin.chord.fixed.Main$Node@Main.kt:31.successor // at corpus.kotlin.chord.fixed.Main$Node.setSuccessor(Main.kt:15)
}

proc corpus.kotlin.chord.fixed.Main$Node.setSuccessor[corpus.kotlin.chord.fixed.Main$Node@Main.kt:32] {
  s2: write corpus.kotlin.chord.fixed.Main$Node@Main.kt:32.successor // at corpus.kotlin.chord.fixed.Main$Node.setSuccessor(Main.kt:15)
}

proc corpus.kotlin.chord.fixed.Main$Node.setSuccessor[corpus.kotlin.chord.fixed.Main$Node@Main.kt:33] {
  s2: write corpus.kotlin.chord.fixed.Main$Node@Main.kt:33.successor // at corpus.kotlin.chord.fixed.Main$Node.setSuccessor(Main.kt:15)
}

proc corpus.kotlin.chord.fixed.Main$Node.stabilize[corpus.kotlin.chord.fixed.Main$Node@Main.kt:31] {
  s2: acquire corpus.kotlin.chord.fixed.Main$Node@Main.kt:31 // at corpus.kotlin.chord.fixed.Main$Node.stabilize(Main.kt:19)
  s4: read corpus.kotlin.chord.fixed.Main$Node@Main.kt:31.successor // at corpus.kotlin.chord.fixed.Main$Node.stabilize(Main.kt:19)
  s7: release corpus.kotlin.chord.fixed.Main$Node@Main.kt:31 // at corpus.kotlin.chord.fixed.Main$Node.stabilize(Main.kt:19)
  s14: call corpus.kotlin.chord.fixed.Main$Node.notifyFrom[corpus.kotlin.chord.fixed.Main$Node@Main.kt:32] // at corpus.kotlin.chord.fixed.Main$Node.stabilize(Main.kt:20)
}

proc corpus.kotlin.chord.fixed.Main$Node.stabilize[corpus.kotlin.chord.fixed.Main$Node@Main.kt:32] {
  s2: acquire corpus.kotlin.chord.fixed.Main$Node@Main.kt:32 // at corpus.kotlin.chord.fixed.Main$Node.stabilize(Main.kt:19)
  s4: read corpus.kotlin.chord.fixed.Main$Node@Main.kt:32.successor // at corpus.kotlin.chord.fixed.Main$Node.stabilize(Main.kt:19)
  s7: release corpus.kotlin.chord.fixed.Main$Node@Main.kt:32 // at corpus.kotlin.chord.fixed.Main$Node.stabilize(Main.kt:19)
  s14: call corpus.kotlin.chord.fixed.Main$Node.notifyFrom[corpus.kotlin.chord.fixed.Main$Node@Main.kt:33] // at corpus.kotlin.chord.fixed.Main$Node.stabilize(Main.kt:20)
}

proc corpus.kotlin.chord.fixed.Main$Node.stabilize[corpus.kotlin.chord.fixed.Main$Node@Main.kt:33] {
  s2: acquire corpus.kotlin.chord.fixed.Main$Node@Main.kt:33 // at corpus.kotlin.chord.fixed.Main$Node.stabilize(Main.kt:19)
  s4: read corpus.kotlin.chord.fixed.Main$Node@Main.kt:33.successor // at corpus.kotlin.chord.fixed.Main$Node.stabilize(Main.kt:19)
  s7: release corpus.kotlin.chord.fixed.Main$Node@Main.kt:33 // at corpus.kotlin.chord.fixed.Main$Node.stabilize(Main.kt:19)
  s14: call corpus.kotlin.chord.fixed.Main$Node.notifyFrom[corpus.kotlin.chord.fixed.Main$Node@Main.kt:31] // at corpus.kotlin.chord.fixed.Main$Node.stabilize(Main.kt:20)
}

proc corpus.kotlin.chord.fixed.Main.<clinit> {
  s1: call corpus.kotlin.chord.fixed.Main.<init>[corpus.kotlin.chord.fixed.Main@corpus.kotlin.chord.fixed.Main.<clinit>] // at corpus.kotlin.chord.fixed.Main.<clinit>(Main.kt)
  s2: write corpus.kotlin.chord.fixed.Main.INSTANCE // at corpus.kotlin.chord.fixed.Main.<clinit>(Main.kt)
}

proc corpus.kotlin.chord.fixed.Main.<init>[corpus.kotlin.chord.fixed.Main@corpus.kotlin.chord.fixed.Main.<clinit>] {
}

proc corpus.kotlin.chord.fixed.Main.main {
  s3: call corpus.kotlin.chord.fixed.Main$Node.<init>[corpus.kotlin.chord.fixed.Main$Node@Main.kt:31] // at corpus.kotlin.chord.fixed.Main.main(Main.kt:31)
  s6: call corpus.kotlin.chord.fixed.Main$Node.<init>[corpus.kotlin.chord.fixed.Main$Node@Main.kt:32] // at corpus.kotlin.chord.fixed.Main.main(Main.kt:32)
  s9: call corpus.kotlin.chord.fixed.Main$Node.<init>[corpus.kotlin.chord.fixed.Main$Node@Main.kt:33] // at corpus.kotlin.chord.fixed.Main.main(Main.kt:33)
  s11: call corpus.kotlin.chord.fixed.Main$Node.setSuccessor[corpus.kotlin.chord.fixed.Main$Node@Main.kt:31] // at corpus.kotlin.chord.fixed.Main.main(Main.kt:34)
  s12: call corpus.kotlin.chord.fixed.Main$Node.setSuccessor[corpus.kotlin.chord.fixed.Main$Node@Main.kt:32] // at corpus.kotlin.chord.fixed.Main.main(Main.kt:35)
  s13: call corpus.kotlin.chord.fixed.Main$Node.setSuccessor[corpus.kotlin.chord.fixed.Main$Node@Main.kt:33] // at corpus.kotlin.chord.fixed.Main.main(Main.kt:36)
  s15: fork corpus.kotlin.chord.fixed.Main.main$lambda$0[corpus.kotlin.chord.fixed.Main.main:37#15] java.lang.Thread@Main.kt:37 // at corpus.kotlin.chord.fixed.Main.main(Main.kt:37)
  s17: fork corpus.kotlin.chord.fixed.Main.main$lambda$1[corpus.kotlin.chord.fixed.Main.main:38#17] java.lang.Thread@Main.kt:38 // at corpus.kotlin.chord.fixed.Main.main(Main.kt:38)
  s19: fork corpus.kotlin.chord.fixed.Main.main$lambda$2[corpus.kotlin.chord.fixed.Main.main:39#19] java.lang.Thread@Main.kt:39 // at corpus.kotlin.chord.fixed.Main.main(Main.kt:39)
}

proc corpus.kotlin.chord.fixed.Main.main$lambda$0[corpus.kotlin.chord.fixed.Main.main:37#15] {
  s1: call corpus.kotlin.chord.fixed.Main$Node.stabilize[corpus.kotlin.chord.fixed.Main$Node@Main.kt:31] // at corpus.kotlin.chord.fixed.Main.main$lambda$0(Main.kt:37)
  s2: read kotlin.Unit.INSTANCE          // at corpus.kotlin.chord.fixed.Main.main$lambda$0(Main.kt:37)
}

proc corpus.kotlin.chord.fixed.Main.main$lambda$1[corpus.kotlin.chord.fixed.Main.main:38#17] {
  s1: call corpus.kotlin.chord.fixed.Main$Node.stabilize[corpus.kotlin.chord.fixed.Main$Node@Main.kt:32] // at corpus.kotlin.chord.fixed.Main.main$lambda$1(Main.kt:38)
  s2: read kotlin.Unit.INSTANCE          // at corpus.kotlin.chord.fixed.Main.main$lambda$1(Main.kt:38)
}

proc corpus.kotlin.chord.fixed.Main.main$lambda$2[corpus.kotlin.chord.fixed.Main.main:39#19] {
  s1: call corpus.kotlin.chord.fixed.Main$Node.stabilize[corpus.kotlin.chord.fixed.Main$Node@Main.kt:33] // at corpus.kotlin.chord.fixed.Main.main$lambda$2(Main.kt:39)
  s2: read kotlin.Unit.INSTANCE          // at corpus.kotlin.chord.fixed.Main.main$lambda$2(Main.kt:39)
}

proc entry {
  init0: call corpus.kotlin.chord.fixed.Main.<clinit> // at corpus.kotlin.chord.fixed.Main.main(Main.kt:31)
  main: call corpus.kotlin.chord.fixed.Main.main // at corpus.kotlin.chord.fixed.Main.main(Main.kt:31)
}
