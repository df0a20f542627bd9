main corpus.extra.fornamecycle.fixed.Main.main
var corpus.extra.fornamecycle.fixed.Main$Codec.$init { 0 1 2 } = 0
var corpus.extra.fornamecycle.fixed.Main$Format.$init { 0 1 2 } = 0

proc corpus.extra.fornamecycle.fixed.Main$Codec.$initialise {
  check: switch corpus.extra.fornamecycle.fixed.Main$Codec.$init 0 take 1 take 2 used // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  take: acquire corpus.extra.fornamecycle.fixed.Main$Codec.<clinit> // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  test: switch corpus.extra.fornamecycle.fixed.Main$Codec.$init 0 start 1 done 2 done // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  start: assign corpus.extra.fornamecycle.fixed.Main$Codec.$init 1 // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  run: call corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>@init2 // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  finish: assign corpus.extra.fornamecycle.fixed.Main$Codec.$init 2 // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  done: release corpus.extra.fornamecycle.fixed.Main$Codec.<clinit> // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  used: skip                             // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
}

proc corpus.extra.fornamecycle.fixed.Main$Codec.$initialise@init1 {
  check: switch corpus.extra.fornamecycle.fixed.Main$Codec.$init 0 take 1 take 2 used // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  take: acquire corpus.extra.fornamecycle.fixed.Main$Codec.<clinit> // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  test: switch corpus.extra.fornamecycle.fixed.Main$Codec.$init 0 start 1 done 2 done // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  start: assign corpus.extra.fornamecycle.fixed.Main$Codec.$init 1 // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  run: call corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>@init3 // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  finish: assign corpus.extra.fornamecycle.fixed.Main$Codec.$init 2 // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  done: release corpus.extra.fornamecycle.fixed.Main$Codec.<clinit> // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  used: skip                             // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
}

proc corpus.extra.fornamecycle.fixed.Main$Codec.<clinit> {
  s0: call corpus.extra.fornamecycle.fixed.Main$Format.$initialise // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  s0_1: read corpus.extra.fornamecycle.fixed.Main$Format.NAME // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  s3: write corpus.extra.fornamecycle.fixed.Main$Codec.NAME // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
}

proc corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>@init2 {
  s0: call corpus.extra.fornamecycle.fixed.Main$Format.$initialise@init2 // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  s0_1: read corpus.extra.fornamecycle.fixed.Main$Format.NAME // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  s3: write corpus.extra.fornamecycle.fixed.Main$Codec.NAME // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
}

proc corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>@init3 {
  s0: skip                               // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  s0_1: read corpus.extra.fornamecycle.fixed.Main$Format.NAME // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  s3: write corpus.extra.fornamecycle.fixed.Main$Codec.NAME // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
}

proc corpus.extra.fornamecycle.fixed.Main$Format.$initialise {
  check: switch corpus.extra.fornamecycle.fixed.Main$Format.$init 0 take 1 take 2 used // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  take: acquire corpus.extra.fornamecycle.fixed.Main$Format.<clinit> // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  test: switch corpus.extra.fornamecycle.fixed.Main$Format.$init 0 start 1 done 2 done // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  start: assign corpus.extra.fornamecycle.fixed.Main$Format.$init 1 // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  run: call corpus.extra.fornamecycle.fixed.Main$Format.<clinit>@init1 // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  finish: assign corpus.extra.fornamecycle.fixed.Main$Format.$init 2 // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  done: release corpus.extra.fornamecycle.fixed.Main$Format.<clinit> // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  used: skip                             // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
}

proc corpus.extra.fornamecycle.fixed.Main$Format.$initialise@init2 {
  check: switch corpus.extra.fornamecycle.fixed.Main$Format.$init 0 take 1 take 2 used // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  take: acquire corpus.extra.fornamecycle.fixed.Main$Format.<clinit> // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  test: switch corpus.extra.fornamecycle.fixed.Main$Format.$init 0 start 1 done 2 done // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  start: assign corpus.extra.fornamecycle.fixed.Main$Format.$init 1 // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  run: call corpus.extra.fornamecycle.fixed.Main$Format.<clinit>@init3 // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  finish: assign corpus.extra.fornamecycle.fixed.Main$Format.$init 2 // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  done: release corpus.extra.fornamecycle.fixed.Main$Format.<clinit> // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  used: skip                             // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
}

proc corpus.extra.fornamecycle.fixed.Main$Format.<clinit> {
  s0: call corpus.extra.fornamecycle.fixed.Main$Codec.$initialise // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  s0_1: read corpus.extra.fornamecycle.fixed.Main$Codec.NAME // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  s3: write corpus.extra.fornamecycle.fixed.Main$Format.NAME // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
}

proc corpus.extra.fornamecycle.fixed.Main$Format.<clinit>@init1 {
  s0: call corpus.extra.fornamecycle.fixed.Main$Codec.$initialise@init1 // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  s0_1: read corpus.extra.fornamecycle.fixed.Main$Codec.NAME // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  s3: write corpus.extra.fornamecycle.fixed.Main$Format.NAME // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
}

proc corpus.extra.fornamecycle.fixed.Main$Format.<clinit>@init3 {
  s0: skip                               // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  s0_1: read corpus.extra.fornamecycle.fixed.Main$Codec.NAME // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  s3: write corpus.extra.fornamecycle.fixed.Main$Format.NAME // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
}

proc corpus.extra.fornamecycle.fixed.Main.lambda$main$0[corpus.extra.fornamecycle.fixed.Main.main:24#5] {
  s2: jump exit raise                    // at corpus.extra.fornamecycle.fixed.Main.lambda$main$0(Main.java:26)
  raise: raise                           // at corpus.extra.fornamecycle.fixed.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.fornamecycle.fixed.Main.main {
  s5: fork corpus.extra.fornamecycle.fixed.Main.lambda$main$0[corpus.extra.fornamecycle.fixed.Main.main:24#5] java.lang.Thread@Main.java:24 // at corpus.extra.fornamecycle.fixed.Main.main(Main.java:32)
  s6: call corpus.extra.fornamecycle.fixed.Main$Format.$initialise // at corpus.extra.fornamecycle.fixed.Main.main(Main.java:33)
  s7: join java.lang.Thread@Main.java:24 // at corpus.extra.fornamecycle.fixed.Main.main(Main.java:34)
}
