main entry

proc corpus.kotlin.chord.Main$Node.<init>[corpus.kotlin.chord.Main$Node@Main.kt:31] {
  s3: write corpus.kotlin.chord.Main$Node@Main.kt:31.id // at corpus.kotlin.chord.Main$Node.<init>(Main.kt:14)
}

proc corpus.kotlin.chord.Main$Node.<init>[corpus.kotlin.chord.Main$Node@Main.kt:32] {
  s3: write corpus.kotlin.chord.Main$Node@Main.kt:32.id // at corpus.kotlin.chord.Main$Node.<init>(Main.kt:14)
}

proc corpus.kotlin.chord.Main$Node.<init>[corpus.kotlin.chord.Main$Node@Main.kt:33] {
  s3: write corpus.kotlin.chord.Main$Node@Main.kt:33.id // at corpus.kotlin.chord.Main$Node.<init>(Main.kt:14)
}

proc corpus.kotlin.chord.Main$Node.notifyFrom[corpus.kotlin.chord.Main$Node@Main.kt:31] {
  sync: acquire corpus.kotlin.chord.Main$Node@Main.kt:31 // at corpus.kotlin.chord.Main$Node.notifyFrom(Main.kt:25)
  s3: write corpus.kotlin.chord.Main$Node@Main.kt:31.predecessor // at corpus.kotlin.chord.Main$Node.notifyFrom(Main.kt:25)
  ret_0: release corpus.kotlin.chord.Main$Node@Main.kt:31 // at corpus.kotlin.chord.Main$Node.notifyFrom(Main.kt:25)
}

proc corpus.kotlin.chord.Main$Node.notifyFrom[corpus.kotlin.chord.Main$Node@Main.kt:32] {
  sync: acquire corpus.kotlin.chord.Main$Node@Main.kt:32 // at corpus.kotlin.chord.Main$Node.notifyFrom(Main.kt:25)
  s3: write corpus.kotlin.chord.Main$Node@Main.kt:32.predecessor // at corpus.kotlin.chord.Main$Node.notifyFrom(Main.kt:25)
  ret_0: release corpus.kotlin.chord.Main$Node@Main.kt:32 // at corpus.kotlin.chord.Main$Node.notifyFrom(Main.kt:25)
}

proc corpus.kotlin.chord.Main$Node.notifyFrom[corpus.kotlin.chord.Main$Node@Main.kt:33] {
  sync: acquire corpus.kotlin.chord.Main$Node@Main.kt:33 // at corpus.kotlin.chord.Main$Node.notifyFrom(Main.kt:25)
  s3: write corpus.kotlin.chord.Main$Node@Main.kt:33.predecessor // at corpus.kotlin.chord.Main$Node.notifyFrom(Main.kt:25)
  ret_0: release corpus.kotlin.chord.Main$Node@Main.kt:33 // at corpus.kotlin.chord.Main$Node.notifyFrom(Main.kt:25)
}

proc corpus.kotlin.chord.Main$Node.setSuccessor[corpus.kotlin.chord.Main$Node@Main.kt:31] {
  s2: write corpus.kotlin.chord.Main$Node@Main.kt:31.successor // at corpus.kotlin.chord.Main$Node.setSuccessor(Main.kt:15)
}

proc corpus.kotlin.chord.Main$Node.setSuccessor[corpus.kotlin.chord.Main$Node@Main.kt:32] {
  s2: write corpus.kotlin.chord.Main$Node@Main.kt:32.successor // at corpus.kotlin.chord.Main$Node.setSuccessor(Main.kt:15)
}

proc corpus.kotlin.chord.Main$Node.setSuccessor[corpus.kotlin.chord.Main$Node@Main.kt:33] {
  s2: write corpus.kotlin.chord.Main$Node@Main.kt:33.successor // at corpus.kotlin.chord.Main$Node.setSuccessor(Main.kt:15)
}

proc corpus.kotlin.chord.Main$Node.stabilize[corpus.kotlin.chord.Main$Node@Main.kt:31] {
  sync: acquire corpus.kotlin.chord.Main$Node@Main.kt:31 // at corpus.kotlin.chord.Main$Node.stabilize(Main.kt:20)
  s1: read corpus.kotlin.chord.Main$Node@Main.kt:31.successor // at corpus.kotlin.chord.Main$Node.stabilize(Main.kt:20)
  s3: call corpus.kotlin.chord.Main$Node.notifyFrom[corpus.kotlin.chord.Main$Node@Main.kt:32] // at corpus.kotlin.chord.Main$Node.stabilize(Main.kt:20)
  ret_0: release corpus.kotlin.chord.Main$Node@Main.kt:31 // at corpus.kotlin.chord.Main$Node.stabilize(Main.kt:20)
}

proc corpus.kotlin.chord.Main$Node.stabilize[corpus.kotlin.chord.Main$Node@Main.kt:32] {
  sync: acquire corpus.kotlin.chord.Main$Node@Main.kt:32 // at corpus.kotlin.chord.Main$Node.stabilize(Main.kt:20)
  s1: read corpus.kotlin.chord.Main$Node@Main.kt:32.successor // at corpus.kotlin.chord.Main$Node.stabilize(Main.kt:20)
  s3: call corpus.kotlin.chord.Main$Node.notifyFrom[corpus.kotlin.chord.Main$Node@Main.kt:33] // at corpus.kotlin.chord.Main$Node.stabilize(Main.kt:20)
  ret_0: release corpus.kotlin.chord.Main$Node@Main.kt:32 // at corpus.kotlin.chord.Main$Node.stabilize(Main.kt:20)
}

proc corpus.kotlin.chord.Main$Node.stabilize[corpus.kotlin.chord.Main$Node@Main.kt:33] {
  sync: acquire corpus.kotlin.chord.Main$Node@Main.kt:33 // at corpus.kotlin.chord.Main$Node.stabilize(Main.kt:20)
  s1: read corpus.kotlin.chord.Main$Node@Main.kt:33.successor // at corpus.kotlin.chord.Main$Node.stabilize(Main.kt:20)
  s3: call corpus.kotlin.chord.Main$Node.notifyFrom[corpus.kotlin.chord.Main$Node@Main.kt:31] // at corpus.kotlin.chord.Main$Node.stabilize(Main.kt:20)
  ret_0: release corpus.kotlin.chord.Main$Node@Main.kt:33 // at corpus.kotlin.chord.Main$Node.stabilize(Main.kt:20)
}

proc corpus.kotlin.chord.Main.<clinit> {
  s1: call corpus.kotlin.chord.Main.<init>[corpus.kotlin.chord.Main@corpus.kotlin.chord.Main.<clinit>] // at corpus.kotlin.chord.Main.<clinit>(Main.kt)
  s2: write corpus.kotlin.chord.Main.INSTANCE // at corpus.kotlin.chord.Main.<clinit>(Main.kt)
}

proc corpus.kotlin.chord.Main.<init>[corpus.kotlin.chord.Main@corpus.kotlin.chord.Main.<clinit>] {
}

proc corpus.kotlin.chord.Main.main {
  s3: call corpus.kotlin.chord.Main$Node.<init>[corpus.kotlin.chord.Main$Node@Main.kt:31] // at corpus.kotlin.chord.Main.main(Main.kt:31)
  s6: call corpus.kotlin.chord.Main$Node.<init>[corpus.kotlin.chord.Main$Node@Main.kt:32] // at corpus.kotlin.chord.Main.main(Main.kt:32)
  s9: call corpus.kotlin.chord.Main$Node.<init>[corpus.kotlin.chord.Main$Node@Main.kt:33] // at corpus.kotlin.chord.Main.main(Main.kt:33)
  s11: call corpus.kotlin.chord.Main$Node.setSuccessor[corpus.kotlin.chord.Main$Node@Main.kt:31] // at corpus.kotlin.chord.Main.main(Main.kt:34)
  s12: call corpus.kotlin.chord.Main$Node.setSuccessor[corpus.kotlin.chord.Main$Node@Main.kt:32] // at corpus.kotlin.chord.Main.main(Main.kt:35)
  s13: call corpus.kotlin.chord.Main$Node.setSuccessor[corpus.kotlin.chord.Main$Node@Main.kt:33] // at corpus.kotlin.chord.Main.main(Main.kt:36)
  s15: fork corpus.kotlin.chord.Main.main$lambda$0[corpus.kotlin.chord.Main.main:37#15] java.lang.Thread@Main.kt:37 // at corpus.kotlin.chord.Main.main(Main.kt:37)
  s17: fork corpus.kotlin.chord.Main.main$lambda$1[corpus.kotlin.chord.Main.main:38#17] java.lang.Thread@Main.kt:38 // at corpus.kotlin.chord.Main.main(Main.kt:38)
  s19: fork corpus.kotlin.chord.Main.main$lambda$2[corpus.kotlin.chord.Main.main:39#19] java.lang.Thread@Main.kt:39 // at corpus.kotlin.chord.Main.main(Main.kt:39)
}

proc corpus.kotlin.chord.Main.main$lambda$0[corpus.kotlin.chord.Main.main:37#15] {
  s1: call corpus.kotlin.chord.Main$Node.stabilize[corpus.kotlin.chord.Main$Node@Main.kt:31] // at corpus.kotlin.chord.Main.main$lambda$0(Main.kt:37)
  s2: read kotlin.Unit.INSTANCE          // at corpus.kotlin.chord.Main.main$lambda$0(Main.kt:37)
}

proc corpus.kotlin.chord.Main.main$lambda$1[corpus.kotlin.chord.Main.main:38#17] {
  s1: call corpus.kotlin.chord.Main$Node.stabilize[corpus.kotlin.chord.Main$Node@Main.kt:32] // at corpus.kotlin.chord.Main.main$lambda$1(Main.kt:38)
  s2: read kotlin.Unit.INSTANCE          // at corpus.kotlin.chord.Main.main$lambda$1(Main.kt:38)
}

proc corpus.kotlin.chord.Main.main$lambda$2[corpus.kotlin.chord.Main.main:39#19] {
  s1: call corpus.kotlin.chord.Main$Node.stabilize[corpus.kotlin.chord.Main$Node@Main.kt:33] // at corpus.kotlin.chord.Main.main$lambda$2(Main.kt:39)
  s2: read kotlin.Unit.INSTANCE          // at corpus.kotlin.chord.Main.main$lambda$2(Main.kt:39)
}

proc entry {
  init0: call corpus.kotlin.chord.Main.<clinit> // at corpus.kotlin.chord.Main.main(Main.kt:31)
  main: call corpus.kotlin.chord.Main.main // at corpus.kotlin.chord.Main.main(Main.kt:31)
}
